import { useLocation, useParams } from 'react-router-dom';
import { ButtonLink, Card } from '../../../ui';
import { athleteName, formatLikes } from '../../../ui/format';
import { LoadingAthleteSummary } from '../components/AthleteSummary';
import { BalanceCard } from '../../../shared/balance-card/BalanceCard';
import { PageFrame, Stack } from '../../../ui/layout';
import { useAthleteDetail } from '../api';
import { parseId } from '../../../shared/route-params/parseId';
import { PaymentOutcome } from '../components/PaymentStatus';
import { AthleteNotFound } from '../../../shared/athletes/AthleteNotFound';
import { useFanSummary, useSession } from '../../../session';
import type { RosterSuccessState } from './FundAthletePage';

/** /athletes/{athleteId}/fund/roster-success: thank-you after sending likes from the wallet. */
export function RosterSuccessPage() {
  const { athleteId: raw } = useParams();
  const athleteId = parseId(raw);
  const state = (useLocation().state ?? null) as RosterSuccessState | null;
  const { data: a, error, mutate } = useAthleteDetail(athleteId);
  const session = useSession();
  const summary = useFanSummary();
  const name = a ? athleteName(a) : 'the athlete';
  const balance = summary.data?.balance ?? state?.balance ?? null;
  if (!athleteId || error?.status === 404) return <AthleteNotFound />;

  return (
    <PageFrame eyebrow="Thank you" title="Your likes are in!" narrow>
      <Stack>
        <PaymentOutcome
          icon="sparkles"
          tone="success"
          testId="roster-success"
          title={
            state
              ? `You sent ${formatLikes(state.likes)} to ${name}${state.allocationName ? ` for “${state.allocationName}”` : ''}`
              : `Thank you for backing ${name}`
          }
          actions={
            <>
              {athleteId && (
                <ButtonLink to={`/athletes/${athleteId}`} data-testid="roster-success-profile">
                  View {a ? a.firstName : 'athlete'}’s profile
                </ButtonLink>
              )}
              {athleteId && (
                <ButtonLink to={`/athletes/${athleteId}/fund`} $variant="secondary">
                  Send more
                </ButtonLink>
              )}
              <ButtonLink to="/search-athletes" $variant="secondary">
                Back another athlete
              </ButtonLink>
            </>
          }
        >
          <p>Every like counts towards {name}’s NIL fund. Keep giving to earn milestone stars.</p>
        </PaymentOutcome>
        <Card>
          <LoadingAthleteSummary athlete={a} error={error} onRetry={() => void mutate()} />
        </Card>
        {session.isFan && (
          <BalanceCard
            compact
            label="Your balance"
            testId="roster-success-balance"
            value={balance}
            footer={
              <ButtonLink to="/wallet/add" $variant="onDark" $small>
                Add likes
              </ButtonLink>
            }
          />
        )}
      </Stack>
    </PageFrame>
  );
}
