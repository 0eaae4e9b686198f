import { useState } from 'react';
import styled from 'styled-components';
import { columnList } from '../../../ui/styles';
import { useSWRConfig } from 'swr';
import type { MarketplaceItem } from '@fanlift/core/web';
import { errorMessage } from '../../../api/client';
import { apiCall } from '../../../api/routes';
import { Button, Card, EmptyState, ErrorState, Skeleton } from '../../../ui';
import { Badge, Notice } from '../../../ui/feedback';
import { PageFrame, SectionTitle } from '../../../ui/layout';
import { ADMIN_ITEMS_KEY, ADMIN_ORDERS_KEY, ITEMS_KEY, useAdminItems, useAdminOrders } from '../api';
import { CATEGORY_LABEL } from '../components/ItemCard';
import { ItemForm } from '../components/ItemForm';
import { OrderList } from '../components/OrderList';

/** /admin/marketplace/list: create, edit, hide and restock items; every order with its buyer. */
export function MarketplaceAdminPage() {
  const items = useAdminItems();
  const orders = useAdminOrders();
  const { mutate } = useSWRConfig();
  const [editing, setEditing] = useState<number | 'new' | null>(null);
  const [message, setMessage] = useState<{ tone: 'success' | 'error'; text: string } | null>(null);

  const refresh = () => {
    void mutate(ADMIN_ITEMS_KEY);
    void mutate(ITEMS_KEY);
    void mutate(ADMIN_ORDERS_KEY);
  };
  const saved = (item: MarketplaceItem) => {
    setEditing(null);
    setMessage({ tone: 'success', text: `Saved “${item.title}”.` });
    refresh();
  };
  async function toggleHidden(item: MarketplaceItem) {
    try {
      await apiCall('PATCH /api/admin/marketplace/items/:id', {
        params: { id: item.id },
        body: { hidden: !item.hidden },
      });
      setMessage({ tone: 'success', text: `${item.hidden ? 'Shown' : 'Hidden'}: “${item.title}”.` });
      refresh();
    } catch (err) {
      setMessage({ tone: 'error', text: errorMessage(err) });
    }
  }

  return (
    <PageFrame
      eyebrow="Admin"
      title="Marketplace"
      lead="Items fans can buy with likes. Stock never goes below zero: a sold-out item refuses further orders."
      actions={
        editing !== 'new' && (
          <Button type="button" onClick={() => setEditing('new')}>
            New item
          </Button>
        )
      }
    >
      <div role="status" aria-live="polite">
        {message && <Notice $tone={message.tone}>{message.text}</Notice>}
      </div>
      {editing === 'new' && (
        <Card aria-labelledby="new-item">
          <SectionTitle id="new-item">New item</SectionTitle>
          <ItemForm onSaved={saved} onCancel={() => setEditing(null)} />
        </Card>
      )}
      <Section aria-labelledby="items-title">
        <SectionTitle id="items-title">Items</SectionTitle>
        {items.error ? (
          <ErrorState message={errorMessage(items.error)} onRetry={() => void items.mutate()} />
        ) : !items.data ? (
          <Skeleton $h="120px" role="status" aria-label="Loading items" />
        ) : items.data.items.length === 0 ? (
          <EmptyState>No items yet. Create the first one.</EmptyState>
        ) : (
          <Rows>
            {items.data.items.map((item) =>
              editing === item.id ? (
                <li key={item.id}>
                  <Card>
                    <ItemForm item={item} onSaved={saved} onCancel={() => setEditing(null)} />
                  </Card>
                </li>
              ) : (
                <li key={item.id} data-testid="admin-item">
                  <div>
                    <strong>{item.title}</strong>
                    <span>
                      {CATEGORY_LABEL[item.category]} · {item.priceLikes.toLocaleString()} likes · stock{' '}
                      {item.stock}
                      {item.beneficiary ? ` · benefits ${item.beneficiary.name}` : ''}
                    </span>
                  </div>
                  <Tools>
                    {item.hidden && <Badge $tone="warning">Hidden</Badge>}
                    <Button type="button" $small $variant="secondary" onClick={() => setEditing(item.id)}>
                      Edit<span className="visually-hidden"> {item.title}</span>
                    </Button>
                    <Button type="button" $small $variant="ghost" onClick={() => void toggleHidden(item)}>
                      {item.hidden ? 'Show' : 'Hide'}
                      <span className="visually-hidden"> {item.title}</span>
                    </Button>
                  </Tools>
                </li>
              ),
            )}
          </Rows>
        )}
      </Section>
      <Card aria-labelledby="orders-title">
        <SectionTitle id="orders-title">Orders</SectionTitle>
        {orders.error ? (
          <ErrorState message={errorMessage(orders.error)} onRetry={() => void orders.mutate()} />
        ) : !orders.data ? (
          <Skeleton $h="60px" role="status" aria-label="Loading orders" />
        ) : orders.data.orders.length === 0 ? (
          <EmptyState>No orders yet.</EmptyState>
        ) : (
          <OrderList orders={orders.data.orders} showBuyer />
        )}
      </Card>
    </PageFrame>
  );
}

const Section = styled.section`
  margin: ${({ theme }) => theme.space(6)} 0;
`;

const Rows = styled.ul`
  ${columnList(8)}
  > li[data-testid='admin-item'] {
    display: flex;
    justify-content: space-between;
    align-items: center;
    gap: 12px;
    flex-wrap: wrap;
    padding: 12px 16px;
    background: ${({ theme }) => theme.colors.surface};
    border: 1px solid ${({ theme }) => theme.colors.border};
    border-radius: ${({ theme }) => theme.radii.md};
  }
  /* The item's details (not its tools, which stay in a row). */
  li > div:first-child {
    display: flex;
    flex-direction: column;
    gap: 2px;
    /* Long titles wrap on a 360 px phone instead of widening the page. */
    min-width: 0;
    overflow-wrap: anywhere;
  }
  li span {
    font-size: 14px;
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

const Tools = styled.div`
  display: flex;
  gap: 8px;
  align-items: center;
`;
