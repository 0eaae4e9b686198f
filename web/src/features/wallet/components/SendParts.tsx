import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { errorMessage } from '../../../api/client';
import { Button } from '../../../ui';
import { Notice } from '../../../ui/feedback';
import { formatLikes } from '../../../ui/format';
import { AmountPicker, type AmountValue } from './AmountPicker';

/**
 * The parts the wallet's pay and send forms share (/wallet/add, /send-likes, /athletes/:id/fund): the amount
 * step, the refusal notice, the wide submit button and the side column.
 */

/** The amount of likes (`useSendForm().amountProps`); the error shows once submitted or typed. */
export function SendAmount({
  value,
  onChange,
  legend,
  submitted,
  testIdPrefix,
}: {
  value: AmountValue;
  onChange: (v: AmountValue) => void;
  legend: string;
  submitted: boolean;
  testIdPrefix: string;
}) {
  return (
    <AmountPicker
      value={value}
      onChange={onChange}
      legend={legend}
      showError={submitted || (value.kind === 'custom' && value.text !== '')}
      testIdPrefix={testIdPrefix}
    />
  );
}

/** Why a send was refused: not enough likes (with a link to add some) or the server's message. */
export function SendRefusal({
  insufficient,
  error,
  balance,
  testId,
}: {
  insufficient: boolean;
  error: unknown;
  balance: number | null;
  testId: string;
}) {
  if (insufficient)
    return (
      <Notice $tone="error" role="alert" data-testid={testId} style={{ marginTop: 16 }}>
        <span>
          Not enough likes in your wallet{balance !== null ? ` (you have ${formatLikes(balance)})` : ''}.
        </span>
        <Link to="/wallet/add">Add likes</Link>
      </Notice>
    );
  if (!error) return null;
  return (
    <Notice $tone="error" role="alert" style={{ marginTop: 16 }}>
      {errorMessage(error)}
    </Notice>
  );
}

/** The submit button's text: 'Sending…', 'Send 25 likes to Jordan', or 'Send likes' while no amount is valid. */
export function sendLabel(sending: boolean, likes: number | null, to: string | null | undefined): string {
  if (sending) return 'Sending…';
  if (likes === null) return 'Send likes';
  return `Send ${formatLikes(likes)}${to ? ` to ${to}` : ''}`;
}

export const WideButton = styled(Button)`
  margin-top: ${({ theme }) => theme.space(5)};
  width: 100%;
  min-height: 52px;
  font-size: 17px;
`;

export const Aside = styled.aside`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(6)};
`;

export const AsideTitle = styled.h2`
  margin: 0 0 ${({ theme }) => theme.space(2)};
  font-size: 16px;
  font-weight: 800;
  color: ${({ theme }) => theme.colors.navy900};
`;
