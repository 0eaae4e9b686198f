import { useParams, useSearchParams } from 'react-router-dom';
import { ButtonAnchor, ButtonLink, Card } from '../../../ui';
import { athleteName, formatLikes, formatMoney } from '../../../ui/format';
import { LoadingAthleteSummary } from '../components/AthleteSummary';
import { PageFrame, Stack } from '../../../ui/layout';
import { useAthleteDetail, useCheckoutSession } from '../api';
import { parseId } from '../../../shared/route-params/parseId';
import { PaymentOutcome } from '../components/PaymentStatus';
import { AthleteNotFound } from '../../../shared/athletes/AthleteNotFound';
import { ReversalNotice } from '../components/ReversalNotice';
import { authUrl, useSession } from '../../../session';

/** /athletes/{athleteId}/funds/guest-like-roster-success: thank-you after a guest like was paid. */
export function GuestLikeSuccessPage() {
  const { athleteId: raw } = useParams();
  const athleteId = parseId(raw);
  const [params] = useSearchParams();
  const session = useCheckoutSession(params.get('session_id'));
  const { data: a, error, mutate } = useAthleteDetail(athleteId);
  const viewer = useSession();
  const name = a ? athleteName(a) : 'the athlete';
  const s = session.data && session.data.athleteId === athleteId ? session.data : null;
  if (!athleteId || error?.status === 404) return <AthleteNotFound />;

  return (
    <PageFrame eyebrow="Thank you" title="Thanks for your support!" narrow>
      <Stack>
        <PaymentOutcome
          icon="sparkles"
          tone="success"
          testId="guest-like-success"
          title={s ? `You gave ${formatLikes(s.likes)} to ${name}` : `Thank you for backing ${name}`}
          actions={
            <>
              {athleteId && (
                <ButtonLink to={`/athletes/${athleteId}/funds`} data-testid="guest-like-success-funds">
                  {a ? `See ${a.firstName}’s funds` : 'See their funds'}
                </ButtonLink>
              )}
              {!viewer.user && viewer.status !== 'loading' && (
                <ButtonAnchor
                  href={authUrl({ userType: 'fan', signup: true, returnTo: '/wallet' })}
                  $variant="secondary"
                >
                  Create a free fan account
                </ButtonAnchor>
              )}
            </>
          }
        >
          <p>
            {s
              ? `Your payment of ${formatMoney(s.amountCents, s.currency)} went through and the likes are already on ${name}’s fund.`
              : `Your likes are on their way to ${name}’s fund.`}{' '}
            With a fan account you can keep a wallet of likes, earn stars and win free likes.
          </p>
        </PaymentOutcome>
        {s && <ReversalNotice session={s} from={`${name}’s fund`} />}
        <Card>
          <LoadingAthleteSummary athlete={a} error={error} onRetry={() => void mutate()} />
        </Card>
      </Stack>
    </PageFrame>
  );
}
