import { useState } from 'react';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { useSWRConfig } from 'swr';
import { errorMessage, type ApiError } from '../../../api/client';
import { Card, EmptyState, ErrorState, Skeleton } from '../../../ui';
import { BalanceCard } from '../../../shared/balance-card/BalanceCard';
import { Notice } from '../../../ui/feedback';
import { PageFrame, SectionTitle } from '../../../ui/layout';
import { useFanSummary } from '../../../session';
import { ITEMS_KEY, ORDERS_KEY, useMarketplaceItems, useMyOrders, usePurchase } from '../api';
import { ItemCard } from '../components/ItemCard';
import { OrderList } from '../components/OrderList';

type Outcome = { tone: 'success' | 'error'; text: string; addLikes?: boolean } | null;

/** /marketplace: items priced in likes, bought from the wallet; the fan's orders below. */
export function MarketplacePage() {
  const items = useMarketplaceItems();
  const orders = useMyOrders();
  const summary = useFanSummary();
  const { mutate } = useSWRConfig();
  const { buy, buyingId } = usePurchase();
  const [outcome, setOutcome] = useState<Outcome>(null);
  const balance = summary.data?.balance ?? null;

  async function onBuy(itemId: number, title: string, quantity: number) {
    setOutcome(null);
    try {
      const r = await buy(itemId, quantity);
      setOutcome({
        tone: 'success',
        text: `Order #${r.orderId} placed: ${quantity} × ${title} for ${r.likes.toLocaleString()} likes. Your receipt is on its way by email.`,
      });
    } catch (err) {
      const code = (err as ApiError).code;
      setOutcome({
        tone: 'error',
        text:
          code === 'insufficient_balance'
            ? 'You do not have enough likes for this order. Nothing was charged.'
            : errorMessage(err),
        addLikes: code === 'insufficient_balance',
      });
    } finally {
      void mutate(ITEMS_KEY);
      void mutate(ORDERS_KEY);
    }
  }

  return (
    <PageFrame
      eyebrow="Spend your likes"
      title="Marketplace"
      lead="Experiences, merch and signed items from the programmes you follow, paid for with likes."
    >
      <Top>
        <BalanceCard value={balance} compact testId="marketplace-balance" />
      </Top>
      <div aria-live="polite" role="status">
        {outcome && (
          <Notice $tone={outcome.tone} data-testid="marketplace-outcome">
            <span>{outcome.text}</span>
            {outcome.addLikes && <Link to="/wallet/add">Add likes</Link>}
          </Notice>
        )}
      </div>
      <section aria-labelledby="items-heading">
        <SectionTitle id="items-heading">Items</SectionTitle>
        {items.error ? (
          <ErrorState message={errorMessage(items.error)} onRetry={() => void items.mutate()} />
        ) : !items.data ? (
          <Grid role="status" aria-label="Loading items">
            {[0, 1, 2].map((i) => (
              <Skeleton key={i} $h="340px" />
            ))}
          </Grid>
        ) : items.data.items.length === 0 ? (
          <EmptyState>Nothing on sale right now. Check back soon.</EmptyState>
        ) : (
          <Grid>
            {items.data.items.map((item) => (
              <ItemCard
                key={item.id}
                item={item}
                balance={balance}
                busy={buyingId === item.id}
                disabled={buyingId !== null}
                onBuy={(q) => void onBuy(item.id, item.title, q)}
              />
            ))}
          </Grid>
        )}
      </section>
      <OrdersCard aria-labelledby="orders-heading">
        <SectionTitle id="orders-heading">My orders</SectionTitle>
        {orders.error ? (
          <ErrorState message={errorMessage(orders.error)} onRetry={() => void orders.mutate()} />
        ) : !orders.data ? (
          <Skeleton $h="60px" role="status" aria-label="Loading orders" />
        ) : orders.data.orders.length === 0 ? (
          <EmptyState>No orders yet. What you buy shows here.</EmptyState>
        ) : (
          <OrderList orders={orders.data.orders} />
        )}
      </OrdersCard>
    </PageFrame>
  );
}

const Top = styled.div`
  max-width: 420px;
  margin-bottom: ${({ theme }) => theme.space(4)};
`;

const Grid = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(260px, 1fr));
  gap: ${({ theme }) => theme.space(5)};
  margin-bottom: ${({ theme }) => theme.space(8)};
`;

const OrdersCard = styled(Card)`
  margin-top: ${({ theme }) => theme.space(4)};
`;
