import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { ADMIN_CLAIMS_PATH } from '@fanlift/core/web';

import { useSession } from '../../session';
import { Icon } from '../../ui/Icon';

import { useAdminClaimsSummary } from './api';

export const claimsWaitingText = (n: number) =>
  `${n} athlete ${n === 1 ? 'claim' : 'claims'} waiting for review`;

/**
 * For admins on the home page: how many athlete profile claims wait for review, linking to /admin/claims
 * (the page is not in SPEC §2's Admin menu, whose items are fixed). Nothing when none wait.
 */
export function ClaimsWaitingNotice() {
  const { isAdmin } = useSession();
  const { data } = useAdminClaimsSummary(isAdmin);
  if (!isAdmin || !data || data.pending === 0) return null;
  return (
    <Bar role="status" data-testid="claims-waiting">
      <Icon name="users" />
      <Link to={ADMIN_CLAIMS_PATH}>{claimsWaitingText(data.pending)}</Link>
    </Bar>
  );
}

const Bar = styled.div`
  display: flex;
  align-items: center;
  gap: 10px;
  margin-top: 24px;
  padding: 12px 16px;
  border-radius: ${({ theme }) => theme.radii.md};
  border: 1px solid #e9c46a;
  background: #fff6e0;
  color: ${({ theme }) => theme.colors.navy900};
  font-weight: 600;
  svg {
    flex: none;
    color: #8a5a00;
  }
  a {
    color: ${({ theme }) => theme.colors.navy900};
    text-decoration: underline;
    text-underline-offset: 3px;
    min-height: 24px;
    display: inline-flex;
    align-items: center;
  }
  a:focus-visible {
    outline: 3px solid ${({ theme }) => theme.colors.focus};
    outline-offset: 2px;
  }
`;
