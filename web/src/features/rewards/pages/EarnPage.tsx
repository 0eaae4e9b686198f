import styled from 'styled-components';
import { WHEEL_EXPECTED_LIKES } from '@fanlift/core/web';
import { errorMessage } from '../../../api/client';
import { ButtonLink, Card, ErrorState, Skeleton, Stars } from '../../../ui';
import { PageFrame, CardGrid } from '../../../ui/layout';
import { useEarn } from '../api';

/** /earn: every way to earn likes with the fan's own progress on each. */
export function EarnPage() {
  const { data, error, mutate } = useEarn();
  return (
    <PageFrame
      eyebrow="Earn"
      title="Ways to earn likes"
      lead="Free likes for inviting friends, giving to athletes and spinning the wheel."
    >
      {error && !data && <ErrorState message={errorMessage(error)} onRetry={() => void mutate()} />}
      {!data && !error && <Skeleton $h="220px" role="status" aria-label="Loading your progress" />}
      {data && (
        <Grid>
          <Card data-testid="earn-referrals">
            <h2>Invite friends</h2>
            <p>
              Earn <strong>{data.inviterEarnLike} likes</strong> and a spin for each friend who signs up with
              your link and finishes onboarding.
            </p>
            <p>
              {data.friendsInvited} joined · {data.friendsRewarded} rewarded · {data.likesFromReferrals} likes
              earned · {data.invitesSent} email invitations sent
            </p>
            <ButtonLink to="/invite-fan" $variant="secondary">
              Invite by email
            </ButtonLink>
          </Card>
          <Card data-testid="earn-stars">
            <h2>Milestone stars</h2>
            <Stars earnedStar={data.milestone.earnedStar} />
            <p>
              {data.milestone.likesGiven.toLocaleString()} likes given.{' '}
              {data.milestone.nextThreshold != null
                ? `${data.milestone.remaining} more to star ${data.milestone.nextStar}; each star brings a spin.`
                : 'Every star earned.'}
            </p>
            <ButtonLink to="/milestone" $variant="secondary">
              See milestones
            </ButtonLink>
          </Card>
          <Card data-testid="earn-spins">
            <h2>Spin the wheel</h2>
            <p>
              <strong>{data.chancesLeft}</strong> {data.chancesLeft === 1 ? 'spin' : 'spins'} left ·{' '}
              {data.spinsUsed} used · {data.likesFromSpins} likes won. A spin is worth{' '}
              {WHEEL_EXPECTED_LIKES.toFixed(2)} likes on average.
            </p>
            <p>Open the rewards control (the gift) in the header to spin.</p>
          </Card>
          <Card>
            <h2>Buy likes</h2>
            <p>Top up your wallet any time and give to the athletes you back.</p>
            <ButtonLink to="/wallet/add" $variant="secondary">
              Add likes
            </ButtonLink>
          </Card>
        </Grid>
      )}
    </PageFrame>
  );
}

const Grid = styled(CardGrid)`
  p {
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;
