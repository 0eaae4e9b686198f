import type { ReactNode } from 'react';
import styled from 'styled-components';
import { type ClaimRequestView } from '@fanlift/core/web';
import { CLAIM_SUPPORT_EMAIL } from '@fanlift/core/api/claims';
import { Button, ButtonAnchor, ButtonLink } from '../../ui';
import { ClaimAthleteSummary } from './ClaimAthleteSummary';
import { FormActions } from '../../ui/forms';
import { formatDate } from '../../ui/format';

type Tone = 'pending' | 'approved' | 'rejected';
const TONE: Record<ClaimRequestView['status'], Tone> = {
  pending: 'pending',
  approved: 'approved',
  rejected: 'rejected',
  cancelled: 'rejected',
};
const BADGE: Record<ClaimRequestView['status'], string> = {
  pending: 'Pending review',
  approved: 'Approved',
  rejected: 'Not approved',
  cancelled: 'Withdrawn',
};

export const claimRetryPath = (athleteId: number) =>
  `/athletes/claim-onboarding?step=ToS&athleteClaim=true&athleteId=${athleteId}`;

export function supportMailto(claim: ClaimRequestView): string {
  const name = `${claim.athlete.firstName} ${claim.athlete.lastName}`;
  const q = new URLSearchParams({ subject: `Profile claim #${claim.id}: ${name}` });
  return `mailto:${CLAIM_SUPPORT_EMAIL}?${q.toString().replace(/\+/g, '%20')}`;
}

/**
 * Where an athlete's claim of a pre-existing profile stands: "Pending review" until an admin decides; a
 * rejection shows the admin's reason with "Try again" and "Contact support".
 */
export function ClaimStatusCard({
  claim,
  onRetry,
  extraActions,
}: {
  claim: ClaimRequestView;
  /** Given: "Try again" reopens the form in place; otherwise it links to the claim page. */
  onRetry?: () => void;
  extraActions?: ReactNode;
}) {
  const a = claim.athlete;
  const name = `${a.firstName} ${a.lastName}`;
  const tone = TONE[claim.status];
  const headingId = `claim-${claim.id}-heading`;
  const profileTaken = claim.status !== 'approved' && a.claimed;
  return (
    <Box $tone={tone} aria-labelledby={headingId} data-testid="claim-status" data-status={claim.status}>
      <Badge $tone={tone}>{BADGE[claim.status]}</Badge>
      <h2 id={headingId}>
        {claim.status === 'pending'
          ? 'Your claim is pending review'
          : claim.status === 'approved'
            ? 'Your claim was approved'
            : claim.status === 'rejected'
              ? 'Your claim was not approved'
              : 'Your claim was withdrawn'}
      </h2>
      <ClaimAthleteSummary athlete={a} />
      {claim.status === 'pending' && (
        <p>
          You asked to claim the profile of <strong>{name}</strong> on {formatDate(claim.createdAt)}. Our team
          checks the details you gave and emails you when it is decided. Likes fans send meanwhile stay on the
          profile and become yours when the claim is approved.
        </p>
      )}
      {claim.status === 'approved' && <p>The profile of {name} is yours, with every like fans gave it.</p>}
      {(claim.status === 'rejected' || claim.status === 'cancelled') && claim.reason && (
        <Reason data-testid="claim-reason">
          <span>Reason</span>
          {claim.reason}
        </Reason>
      )}
      {claim.status === 'rejected' && !profileTaken && (
        <p>You can ask again with more details, or write to our support team.</p>
      )}
      {claim.status !== 'approved' && (
        <Told>
          <summary>What you told us</summary>
          <p>{claim.message}</p>
          {claim.schoolEmail && <p>School email: {claim.schoolEmail}</p>}
        </Told>
      )}
      <FormActions>
        <ButtonLink to={`/athletes/${a.id}`} $variant="secondary" $small>
          View profile
        </ButtonLink>
        <Right>
          {extraActions}
          {claim.status === 'approved' && (
            <ButtonLink to="/athletes/home" $small>
              Go to my dashboard
            </ButtonLink>
          )}
          {claim.status !== 'pending' && claim.status !== 'approved' && (
            <ButtonAnchor href={supportMailto(claim)} $variant="secondary" $small data-testid="claim-support">
              Contact support
            </ButtonAnchor>
          )}
          {claim.status === 'rejected' &&
            !profileTaken &&
            (onRetry ? (
              <Button type="button" $small onClick={onRetry} data-testid="claim-retry">
                Try again
              </Button>
            ) : (
              <ButtonLink to={claimRetryPath(a.id)} $small data-testid="claim-retry">
                Try again
              </ButtonLink>
            ))}
        </Right>
      </FormActions>
    </Box>
  );
}

const toneColor = (t: Tone) => (t === 'pending' ? '#8a5a00' : t === 'approved' ? '#0d6b4c' : '#c2261f');
const toneBg = (t: Tone) => (t === 'pending' ? '#fff6e0' : t === 'approved' ? '#e7f6ef' : '#fdecec');

const Box = styled.section<{ $tone: Tone }>`
  border-radius: ${({ theme }) => theme.radii.md};
  border: 1.5px solid ${({ $tone }) => toneColor($tone)};
  background: ${({ theme }) => theme.colors.surface};
  padding: 20px;
  display: flex;
  flex-direction: column;
  gap: 12px;
  min-width: 0;
  h2 {
    margin: 0;
    font-size: 20px;
    color: ${({ theme }) => theme.colors.navy900};
  }
  p {
    margin: 0;
    color: ${({ theme }) => theme.colors.text};
    overflow-wrap: anywhere;
  }
`;
const Badge = styled.span<{ $tone: Tone }>`
  align-self: flex-start;
  border-radius: 999px;
  padding: 3px 10px;
  font-size: 13px;
  font-weight: 700;
  color: ${({ $tone }) => toneColor($tone)};
  background: ${({ $tone }) => toneBg($tone)};
`;
const Reason = styled.p`
  border-left: 4px solid ${({ theme }) => theme.colors.danger};
  padding: 8px 12px;
  background: ${({ theme }) => theme.colors.dangerSoft};
  border-radius: 0 ${({ theme }) => theme.radii.sm} ${({ theme }) => theme.radii.sm} 0;
  span {
    display: block;
    font-size: 13px;
    font-weight: 700;
    color: ${({ theme }) => theme.colors.danger};
  }
`;
const Told = styled.details`
  font-size: 14px;
  summary {
    cursor: pointer;
    font-weight: 600;
    color: ${({ theme }) => theme.colors.navy700};
    min-height: 24px;
  }
  summary:focus-visible {
    outline: 3px solid ${({ theme }) => theme.colors.focus};
    outline-offset: 2px;
  }
  p {
    margin-top: 6px;
    color: ${({ theme }) => theme.colors.textMuted};
    white-space: pre-wrap;
  }
`;
const Right = styled.div`
  display: flex;
  gap: 10px;
  flex-wrap: wrap;
  margin-left: auto;
`;
