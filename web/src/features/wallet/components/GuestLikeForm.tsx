import { useId, useState, type FormEvent } from 'react';
import styled from 'styled-components';
import { errorMessage } from '../../../api/client';
import { Button, Spinner } from '../../../ui';
import { AmountPicker, FieldError, parseAmount, TextInput, type AmountValue } from './AmountPicker';
import { formatMoney } from '../../../ui/format';
import { startGuestLike, usePrices } from '../api';
import { Notice } from '../../../ui/feedback';
import { LabelledRow } from '../../../ui/choice';
import { GiftBreakdown } from './FeeLine';

const EMAIL_RE = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/**
 * Guest like (DESIGN §5): a visitor pays by card for likes to an athlete without an account. The email is
 * optional (for the receipt). On submit the browser goes to the checkout page.
 */
export function GuestLikeForm({
  athleteId,
  allocationId,
  athleteName,
}: {
  athleteId: number;
  allocationId?: number | null;
  athleteName: string;
}) {
  const prices = usePrices();
  const [amount, setAmount] = useState<AmountValue>({ kind: 'pack', likes: 10 });
  const [email, setEmail] = useState('');
  const [submitted, setSubmitted] = useState(false);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const emailId = useId();
  const emailErrId = useId();
  const parsed = parseAmount(amount);
  const emailTrim = email.trim();
  const emailError =
    emailTrim && !EMAIL_RE.test(emailTrim) ? 'Enter a valid email address, or leave it empty.' : null;
  const unit = prices.data?.unitPriceCents ?? null;
  const currency = prices.data?.currency ?? 'usd';

  async function onSubmit(e: FormEvent) {
    e.preventDefault();
    setSubmitted(true);
    setError(null);
    if (parsed.likes === null || emailError) return;
    setBusy(true);
    try {
      await startGuestLike({ athleteId, allocationId, likes: parsed.likes, email: emailTrim || null });
      // The browser is leaving for the checkout page; keep the button busy.
    } catch (err) {
      setError(errorMessage(err));
      setBusy(false);
    }
  }

  return (
    <form
      onSubmit={onSubmit}
      noValidate
      data-testid="guest-like-form"
      aria-label={`Guest like for ${athleteName}`}
    >
      <AmountPicker
        value={amount}
        onChange={(v) => setAmount(v)}
        legend="Likes to give"
        unitPriceCents={unit}
        currency={currency}
        showError={submitted || (amount.kind === 'custom' && amount.text !== '')}
        testIdPrefix="guest-amount"
      />
      <EmailRow>
        <label htmlFor={emailId}>
          Email for your receipt <Optional>(optional)</Optional>
        </label>
        <TextInput
          id={emailId}
          type="email"
          autoComplete="email"
          placeholder="you@example.com"
          value={email}
          onChange={(e) => setEmail(e.target.value)}
          aria-invalid={(submitted && !!emailError) || undefined}
          aria-describedby={submitted && emailError ? emailErrId : undefined}
          data-testid="guest-email"
        />
        {submitted && emailError && <FieldError id={emailErrId}>{emailError}</FieldError>}
      </EmailRow>
      <GiftBreakdown
        likes={parsed.likes}
        feePercent={prices.data?.feePercent ?? null}
        unitPriceCents={unit}
        to={athleteName}
      />
      {error && (
        <Notice $tone="error" role="alert" style={{ marginTop: 16 }}>
          {error}
        </Notice>
      )}
      <Submit type="submit" disabled={busy} data-testid="guest-like-pay">
        {busy && <Spinner $size={16} $light />}
        {parsed.likes !== null && unit
          ? `Pay ${formatMoney(parsed.likes * unit, currency)} by card`
          : 'Pay by card'}
      </Submit>
      <Fine>No account needed. You will pay on a secure checkout page and come straight back here.</Fine>
    </form>
  );
}

const EmailRow = LabelledRow;

const Optional = styled.span`
  font-weight: 400;
  color: ${({ theme }) => theme.colors.textMuted};
`;

const Submit = styled(Button)`
  margin-top: ${({ theme }) => theme.space(5)};
  width: 100%;
  min-height: 48px;
  font-size: 16px;
`;

const Fine = styled.p`
  margin: ${({ theme }) => theme.space(3)} 0 0;
  font-size: 13px;
  color: ${({ theme }) => theme.colors.textMuted};
  text-align: center;
`;
