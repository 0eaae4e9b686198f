import { useRef, useState, type FormEvent } from 'react';
import { Link } from 'react-router-dom';
import { type AdminClaimView } from '@fanlift/core/web';
import { CLAIM_REASON_MAX, CLAIM_REASON_MIN } from '@fanlift/core/api/claims';
import { ApiError, errorMessage } from '../../../api/client';
import { apiCall } from '../../../api/routes';
import { Button, Spinner } from '../../../ui';
import { ClaimAthleteSummary } from '../../../shared/claims/ClaimAthleteSummary';
import { Field, FormAlert, Textarea } from '../../../ui/forms';
import { formatDate, formatNumber } from '../../../ui/format';
import {
  Card,
  Top,
  Status,
  Grid,
  Facts,
  Dl,
  Proof,
  Decided,
  Actions,
  RejectForm,
} from './AdminClaimCard.styles';

export type Decision = 'approved' | 'rejected';

const STATUS_TEXT: Record<AdminClaimView['status'], string> = {
  pending: 'Pending review',
  approved: 'Approved',
  rejected: 'Rejected',
  cancelled: 'Withdrawn',
};

/**
 * One claim request for an admin: the profile, the claimant, the proof they gave and what competes with it;
 * Approve, or Reject with the reason the athlete will read. `onDecided` runs after the server answered.
 */
export function AdminClaimCard({
  claim,
  onDecided,
}: {
  claim: AdminClaimView;
  onDecided: (claim: AdminClaimView, decision: Decision | 'stale') => void;
}) {
  const [busy, setBusy] = useState<Decision | null>(null);
  const [rejecting, setRejecting] = useState(false);
  const [reason, setReason] = useState('');
  const [touched, setTouched] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const rejectButton = useRef<HTMLButtonElement>(null);
  const a = claim.athlete;
  const c = claim.claimant;
  const athleteName = `${a.firstName} ${a.lastName}`;
  const claimantName = [c.firstName, c.lastName].filter(Boolean).join(' ') || c.email;
  const pending = claim.status === 'pending';
  const reasonOk = reason.trim().length >= CLAIM_REASON_MIN && reason.trim().length <= CLAIM_REASON_MAX;
  const headingId = `admin-claim-${claim.id}`;

  const decide = async (decision: Decision) => {
    if (busy) return;
    setBusy(decision);
    setError(null);
    try {
      const params = { id: claim.id };
      if (decision === 'approved') await apiCall('POST /api/admin/claims/:id/approve', { params });
      else await apiCall('POST /api/admin/claims/:id/reject', { params, body: { reason: reason.trim() } });
      onDecided(claim, decision);
    } catch (err) {
      setBusy(null);
      setError(errorMessage(err));
      // Someone else decided meanwhile (or the profile was taken): refresh the list, keep the message.
      if (err instanceof ApiError && err.status === 409) onDecided(claim, 'stale');
    }
  };
  const submitReject = (e: FormEvent) => {
    e.preventDefault();
    setTouched(true);
    if (reasonOk) void decide('rejected');
  };

  return (
    <Card aria-labelledby={headingId} data-testid="admin-claim" data-claim-id={claim.id}>
      <Top>
        <h3 id={headingId}>
          Claim of{' '}
          <Link to={`/athletes/${a.id}`} data-testid="admin-claim-athlete">
            {athleteName}
          </Link>
        </h3>
        <Status $status={claim.status}>{STATUS_TEXT[claim.status]}</Status>
      </Top>
      <Grid>
        <section aria-label="Profile">
          <ClaimAthleteSummary athlete={a} />
          <Facts>
            <li>{formatNumber(claim.athleteLikes)} likes on the profile</li>
            {pending && a.claimed && <li className="warn">Someone already owns this profile</li>}
            {claim.competingRequests > 0 && (
              <li className="warn">
                {claim.competingRequests} other {claim.competingRequests === 1 ? 'athlete' : 'athletes'} also
                claim this profile
              </li>
            )}
          </Facts>
        </section>
        <section aria-label="Claimant">
          <Dl>
            <dt>Claimant</dt>
            <dd>
              {claimantName !== c.email && `${claimantName} · `}
              <a href={`mailto:${c.email}`}>{c.email}</a>
            </dd>
            <dt>Account</dt>
            <dd>
              {c.emailVerified ? 'Email verified' : 'Email not verified'} · joined {formatDate(c.createdAt)}
            </dd>
            {c.hasProfile && (
              <dd className="warn">Already owns another athlete profile: approval will be refused</dd>
            )}
            <dt>Sent</dt>
            <dd>{formatDate(claim.createdAt)}</dd>
            {claim.schoolEmail && (
              <>
                <dt>School email</dt>
                <dd>
                  <a href={`mailto:${claim.schoolEmail}`}>{claim.schoolEmail}</a>
                </dd>
              </>
            )}
          </Dl>
          <Proof>
            <span>What they told us</span>
            {claim.message}
          </Proof>
        </section>
      </Grid>
      {!pending && (
        <Decided data-testid="admin-claim-decision">
          {STATUS_TEXT[claim.status]}
          {claim.decidedAt ? ` on ${formatDate(claim.decidedAt)}` : ''}
          {claim.via === 'invite'
            ? ' by a claim invite'
            : claim.decidedBy
              ? ` by ${claim.decidedBy.name}`
              : ''}
          {claim.reason ? `: ${claim.reason}` : ''}
        </Decided>
      )}
      {error && (
        <FormAlert role="alert" data-testid="admin-claim-error">
          {error}
        </FormAlert>
      )}
      {pending && !rejecting && (
        <Actions>
          <Button
            type="button"
            $variant="secondary"
            $small
            ref={rejectButton}
            disabled={!!busy}
            onClick={() => setRejecting(true)}
            aria-label={`Reject the claim of ${athleteName} by ${claimantName}`}
            data-testid="admin-claim-reject"
          >
            Reject
          </Button>
          <Button
            type="button"
            $small
            disabled={!!busy}
            onClick={() => void decide('approved')}
            aria-label={`Approve the claim of ${athleteName} by ${claimantName}`}
            data-testid="admin-claim-approve"
          >
            {busy === 'approved' && <Spinner $size={14} $light />} Approve
          </Button>
        </Actions>
      )}
      {pending && rejecting && (
        <RejectForm onSubmit={submitReject} noValidate>
          <Field
            id={`reject-reason-${claim.id}`}
            label="Reason the athlete will read"
            hint={`${CLAIM_REASON_MIN} to ${CLAIM_REASON_MAX} characters. Say what would prove the claim.`}
            error={
              touched && !reasonOk
                ? `Write a reason of ${CLAIM_REASON_MIN} to ${CLAIM_REASON_MAX} characters.`
                : null
            }
          >
            <Textarea
              id={`reject-reason-${claim.id}`}
              value={reason}
              autoFocus
              onChange={(e) => setReason(e.target.value)}
              aria-invalid={touched && !reasonOk}
              aria-describedby={`reject-reason-${claim.id}-hint${touched && !reasonOk ? ` reject-reason-${claim.id}-error` : ''}`}
              data-testid="admin-claim-reason"
            />
          </Field>
          <Actions>
            <Button
              type="button"
              $variant="ghost"
              $small
              disabled={!!busy}
              onClick={() => {
                setRejecting(false);
                setTouched(false);
                requestAnimationFrame(() => rejectButton.current?.focus());
              }}
            >
              Cancel
            </Button>
            <Button type="submit" $small disabled={!!busy} data-testid="admin-claim-reject-submit">
              {busy === 'rejected' && <Spinner $size={14} $light />} Reject claim
            </Button>
          </Actions>
        </RejectForm>
      )}
    </Card>
  );
}
