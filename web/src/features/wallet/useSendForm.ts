import { useState } from 'react';
import { useFanSummary } from '../../session';
import { parseAmount, type AmountValue } from './components/AmountPicker';
import { isInsufficient, useSendLikes } from '../../shared/send-likes/useSendLikes';

/**
 * The state of a form that sends likes from the wallet (/send-likes, /athletes/:id/fund): the amount, whether
 * the form was submitted, the last error, the balance and whether it is short. `edited()` after any change of
 * what is sent: it clears the error and starts a new intent (a new Idempotency-Key).
 */
export function useSendForm() {
  const summary = useFanSummary();
  const sender = useSendLikes();
  const [amount, setAmount] = useState<AmountValue>({ kind: 'pack', likes: 10 });
  const [submitted, setSubmitted] = useState(false);
  const [error, setError] = useState<unknown>(null);
  const parsed = parseAmount(amount);
  const balance = summary.data?.balance ?? null;
  const short = parsed.likes !== null && balance !== null && parsed.likes > balance;
  const edited = () => {
    setError(null);
    sender.newIntent();
  };
  return {
    ...sender,
    summary,
    parsed,
    balance,
    short,
    submitted,
    setSubmitted,
    error,
    setError,
    edited,
    insufficient: (submitted && short) || isInsufficient(error),
    /** Props of `SendAmount`. */
    amountProps: {
      value: amount,
      onChange: (v: AmountValue) => {
        setAmount(v);
        edited();
      },
      submitted,
    },
    /** Props of `SendRefusal`. */
    refusalProps: { insufficient: (submitted && short) || isInsufficient(error), error, balance },
  };
}
