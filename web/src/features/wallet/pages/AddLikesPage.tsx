import { useState, type FormEvent } from 'react';
import styled from 'styled-components';
import { errorMessage } from '../../../api/client';
import { Card, ErrorState, Skeleton, Spinner } from '../../../ui';
import { AmountPicker, parseAmount, type AmountValue } from '../components/AmountPicker';
import { BalanceCard } from '../../../shared/balance-card/BalanceCard';
import { Aside, AsideTitle, WideButton } from '../components/SendParts';
import { Muted, PageFrame, TwoCol } from '../../../ui/layout';
import { Notice } from '../../../ui/feedback';
import { formatLikes, formatMoney } from '../../../ui/format';
import { startCheckout, usePrices } from '../api';
import { FeeLine } from '../components/FeeLine';
import { useFanSummary } from '../../../session';

/** /wallet/add: packs of 5, 10, 25, 50, 100 or a custom 1–1,000 likes; 'Pay' goes to the checkout. */
export function AddLikesPage() {
  const prices = usePrices();
  const summary = useFanSummary();
  const [amount, setAmount] = useState<AmountValue>({ kind: 'pack', likes: 25 });
  const [submitted, setSubmitted] = useState(false);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const parsed = parseAmount(amount, prices.data?.custom.min, prices.data?.custom.max);
  const unit = prices.data?.unitPriceCents ?? null;
  const currency = prices.data?.currency ?? 'usd';
  const total = parsed.likes !== null && unit ? formatMoney(parsed.likes * unit, currency) : null;

  async function onSubmit(e: FormEvent) {
    e.preventDefault();
    setSubmitted(true);
    setError(null);
    if (parsed.likes === null) return;
    setBusy(true);
    try {
      await startCheckout(parsed.likes);
      // The browser is on its way to the checkout page.
    } catch (err) {
      setError(errorMessage(err));
      setBusy(false);
    }
  }

  return (
    <PageFrame
      eyebrow="Wallet"
      title="Add likes"
      lead="Choose a pack or enter any amount. Likes land in your wallet as soon as the payment is confirmed."
    >
      <TwoCol $plain>
        <Card>
          <form onSubmit={onSubmit} noValidate aria-label="Buy likes">
            {prices.error && !prices.data ? (
              <ErrorState
                message={`We could not load prices. ${errorMessage(prices.error)}`}
                onRetry={() => void prices.mutate()}
              />
            ) : null}
            <AmountPicker
              value={amount}
              onChange={(v) => setAmount(v)}
              legend="Choose your likes"
              unitPriceCents={unit}
              currency={currency}
              max={prices.data?.custom.max}
              showError={submitted || (amount.kind === 'custom' && amount.text !== '')}
              testIdPrefix="add"
            />
            <Summary aria-live="polite">
              <div>
                <Muted>You get</Muted>
                <strong data-testid="add-summary-likes">
                  {parsed.likes !== null ? formatLikes(parsed.likes) : '—'}
                </strong>
              </div>
              <div className="total">
                <Muted>Total</Muted>
                {prices.isLoading ? (
                  <Skeleton $h="24px" $w="80px" />
                ) : (
                  <strong data-testid="add-summary-total">{total ?? '—'}</strong>
                )}
              </div>
            </Summary>
            {unit !== null && (
              <Muted>
                {formatMoney(unit, currency)} per like · paid securely by card
                {prices.data?.mode === 'local' ? ' (test mode: no real charge)' : ''}
              </Muted>
            )}
            {error && (
              <Notice $tone="error" role="alert" style={{ marginTop: 16 }}>
                {error}
              </Notice>
            )}
            <WideButton type="submit" disabled={busy} data-testid="add-pay">
              {busy && <Spinner $size={16} $light />}
              {busy ? 'Opening checkout…' : total ? `Pay ${total}` : 'Pay'}
            </WideButton>
          </form>
        </Card>
        <Aside>
          <BalanceCard
            compact
            label="Current balance"
            testId="add-current-balance"
            value={summary.data ? summary.data.balance : null}
          />
          <Card>
            <AsideTitle>Where your likes go</AsideTitle>
            <Muted>
              Every like you give adds to an athlete’s or a university’s fund. Athletes see who backs them and
              fans climb the milestone stars.
            </Muted>
            <Muted style={{ marginTop: 8 }}>
              <FeeLine feePercent={prices.data?.feePercent ?? null} />
            </Muted>
          </Card>
        </Aside>
      </TwoCol>
    </PageFrame>
  );
}

const Summary = styled.div`
  display: flex;
  justify-content: space-between;
  align-items: flex-end;
  gap: 16px;
  margin: ${({ theme }) => theme.space(6)} 0 ${({ theme }) => theme.space(2)};
  padding-top: ${({ theme }) => theme.space(5)};
  border-top: 1px solid ${({ theme }) => theme.colors.border};
  strong {
    display: block;
    font-size: 24px;
    font-weight: 800;
    color: ${({ theme }) => theme.colors.navy900};
    font-variant-numeric: tabular-nums;
  }
  .total {
    text-align: right;
    display: flex;
    flex-direction: column;
    align-items: flex-end;
  }
`;
