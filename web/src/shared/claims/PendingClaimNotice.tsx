import styled from 'styled-components';
import { Link } from 'react-router-dom';
import { useSession } from '../../session';
import { currentClaim, useMyClaims } from './api';

/**
 * On the athlete onboarding of an athlete without a profile: their claim of a pre-existing profile is pending
 * review, so building a new profile now would make that claim impossible to approve.
 */
export function PendingClaimNotice() {
  const { user } = useSession();
  const { data } = useMyClaims();
  const claim = currentClaim(data?.claims);
  if (user?.athleteProfile || claim?.status !== 'pending') return null;
  return (
    <Box role="status" data-testid="pending-claim-notice">
      <strong>
        Your claim of the profile of {`${claim.athlete.firstName} ${claim.athlete.lastName}`} is pending
        review.
      </strong>{' '}
      You can finish that profile once the claim is approved. If you build a new profile instead, the claim
      can no longer be approved. <Link to="/athletes/home">See your claim</Link>
    </Box>
  );
}

const Box = styled.p`
  margin: 0 0 20px;
  padding: 12px 14px;
  border-radius: ${({ theme }) => theme.radii.md};
  background: #fff6e0;
  border: 1px solid #e9c46a;
  color: ${({ theme }) => theme.colors.text};
  font-size: 15px;
`;
