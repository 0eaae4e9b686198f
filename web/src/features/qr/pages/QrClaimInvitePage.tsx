import { useParams } from 'react-router-dom';
import styled from 'styled-components';
import { errorMessage } from '../../../api/client';
import { Avatar, ButtonAnchor, ButtonLink, Card, ErrorState, Skeleton } from '../../../ui';
import { Notice } from '../../../ui/feedback';
import { PageFrame } from '../../../ui/layout';
import { authUrl, useSession } from '../../../session';
import { useClaimInvite } from '../api';
import { NotFoundState } from '../../../shared/not-found/NotFoundState';
import { isMissing } from '../../../shared/not-found/isMissing';

export const claimVerifyPath = (id: string) => `/qr-code/claim-verify?invite=${encodeURIComponent(id)}`;

/** /qr-code/claim-invite/{qrcodeId}: the profile an invite is for; the athlete signs up or in, then verifies. */
export function QrClaimInvitePage() {
  const { qrcodeId } = useParams();
  const invite = useClaimInvite(qrcodeId ?? null);
  const session = useSession();
  const verify = claimVerifyPath(qrcodeId ?? '');

  if (!qrcodeId || isMissing(invite.error))
    return (
      <NotFoundState
        title="Claim invite not found"
        links={[
          { to: '/claim-athlete', label: 'Find your profile' },
          { to: '/', label: 'Go to home' },
        ]}
      >
        We could not find that claim invite. Check the link you were sent, or ask the Fanlift team for a new
        invite.
      </NotFoundState>
    );
  if (invite.error)
    return (
      <PageFrame title="Claim invite" narrow>
        <ErrorState message={errorMessage(invite.error)} onRetry={() => void invite.mutate()} />
      </PageFrame>
    );
  const v = invite.data;
  return (
    <PageFrame eyebrow="Claim invite" title={v ? `Claim ${v.athlete.name}'s profile` : 'Claim invite'} narrow>
      {!v ? (
        <Skeleton $h="200px" role="status" aria-label="Loading invite" />
      ) : (
        <Card>
          <Who>
            <Avatar
              name={v.athlete.name}
              src={v.athlete.photoUrl ?? `/api/athletes/${v.athlete.id}/avatar.svg`}
              size={64}
            />
            <div>
              <strong>{v.athlete.name}</strong>
              <span>
                {v.status === 'open'
                  ? `This invite works once and expires ${new Date(v.expiresAt).toLocaleDateString()}.`
                  : v.status === 'used'
                    ? 'This invite was already used.'
                    : 'This invite has expired.'}
              </span>
            </div>
          </Who>
          {v.status !== 'open' ? (
            <Notice $tone="error" data-testid="claim-invite-closed">
              <span>
                {v.status === 'used'
                  ? 'Someone already claimed the profile with this invite.'
                  : 'Ask the Fanlift team for a new invite.'}
              </span>
            </Notice>
          ) : session.status === 'signedIn' && session.isAthlete ? (
            <ButtonLink to={verify} data-testid="claim-invite-continue">
              Claim this profile
            </ButtonLink>
          ) : session.status === 'signedIn' ? (
            <Notice>
              <span>Profiles are claimed with an athlete account. Sign out and sign in as the athlete.</span>
            </Notice>
          ) : (
            <Actions>
              <ButtonAnchor
                href={authUrl({ userType: 'athlete', returnTo: verify })}
                data-testid="claim-invite-signin"
              >
                Sign up or sign in as {v.athlete.name.split(' ')[0]}
              </ButtonAnchor>
            </Actions>
          )}
        </Card>
      )}
    </PageFrame>
  );
}

const Who = styled.div`
  display: flex;
  gap: 16px;
  align-items: center;
  margin-bottom: 20px;
  div {
    display: flex;
    flex-direction: column;
    gap: 4px;
  }
  strong {
    font-size: 20px;
  }
  span {
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

const Actions = styled.div`
  display: flex;
  gap: 12px;
  flex-wrap: wrap;
`;
