import { useState, type FormEvent } from 'react';
import { useNavigate, useParams } from 'react-router-dom';
import styled from 'styled-components';
import { ButtonAnchor, ButtonLink, Card, Spinner } from '../../../ui';
import { AllocationPicker } from '../components/AllocationPicker';

import { LoadingAthleteSummary } from '../components/AthleteSummary';

import { Muted, PageFrame, SectionTitle, TwoCol } from '../../../ui/layout';
import { Notice } from '../../../ui/feedback';
import { formatLikes, athleteName } from '../../../ui/format';
import { GuestLikeForm } from '../components/GuestLikeForm';
import { Aside, AsideTitle, SendAmount, SendRefusal, sendLabel, WideButton } from '../components/SendParts';
import { useSendForm } from '../useSendForm';
import { useAthleteDetail, usePrices } from '../api';
import { GiftBreakdown } from '../components/FeeLine';
import { parseId } from '../../../shared/route-params/parseId';
import { authUrl, useCurrentPathWithSearch, useSession } from '../../../session';
import { WalletBalanceCard } from '../components/WalletBalanceCard';
import { AthleteNotFound } from '../../../shared/athletes/AthleteNotFound';
import { AllocationNotFound, unknownAllocation } from '../components/AllocationNotFound';

/** The state RosterSuccessPage reads after a send. */
export interface RosterSuccessState {
  likes: number;
  balance: number;
  allocationName: string | null;
}

/**
 * /athletes/{athleteId}/fund[/{allocationId}]: a fan gives likes from the wallet (optionally to one allocation);
 * visitors pay by card as a guest instead.
 */
export function FundAthletePage() {
  const params = useParams();
  const athleteId = parseId(params.athleteId);
  const urlAllocation = parseId(params.allocationId);
  const navigate = useNavigate();
  const session = useSession();
  const here = useCurrentPathWithSearch();
  const athlete = useAthleteDetail(athleteId);
  const [allocation, setAllocation] = useState<number | null>(urlAllocation);

  if (!athleteId || athlete.error?.status === 404) return <AthleteNotFound />;
  const a = athlete.data;
  if (a && unknownAllocation(params.allocationId, urlAllocation, a)) {
    return <AllocationNotFound athlete={a} page="fund" />;
  }

  const name = a ? athleteName(a) : 'this athlete';
  const allocations = a?.allocations ?? [];
  const selected = allocations.find((x) => x.id === allocation) ?? null;
  const validAllocation = selected ? selected.id : null;

  function chooseAllocation(id: number | null) {
    setAllocation(id);
    void navigate(`/athletes/${athleteId}/fund${id ? `/${id}` : ''}`, { replace: true });
  }

  return (
    <PageFrame
      eyebrow="Support an athlete"
      title={a ? `Fund ${name}` : 'Fund an athlete'}
      lead="Your likes go straight to the athlete’s fund and show on their profile."
    >
      <TwoCol $plain>
        <Card>
          <LoadingAthleteSummary athlete={a} error={athlete.error} onRetry={() => void athlete.mutate()} />
          {a && allocations.length > 0 && (
            <Block>
              <AllocationPicker
                allocations={allocations}
                value={validAllocation}
                onChange={chooseAllocation}
              />
            </Block>
          )}
          {a && (
            <Block>
              {session.status === 'loading' ? null : session.isFan ? (
                <FanSendForm
                  athleteId={athleteId}
                  allocationId={validAllocation}
                  allocationName={selected?.name ?? null}
                  name={name}
                />
              ) : (
                <>
                  <SectionTitle>Give likes as a guest</SectionTitle>
                  {session.isAthlete && (
                    <Notice style={{ marginBottom: 16 }}>
                      Athlete accounts have no wallet. You can still support {name} by card.
                    </Notice>
                  )}
                  <GuestLikeForm athleteId={athleteId} allocationId={validAllocation} athleteName={name} />
                </>
              )}
            </Block>
          )}
        </Card>
        <Aside>
          {session.isFan ? (
            <FanBalanceAside />
          ) : session.status !== 'loading' && !session.user ? (
            <Card>
              <AsideTitle>Have a Fanlift account?</AsideTitle>
              <Muted>Sign in to give likes from your wallet, earn stars and spin the wheel.</Muted>
              <AsideActions>
                <ButtonAnchor
                  href={authUrl({ userType: 'fan', returnTo: here })}
                  $variant="secondary"
                  data-testid="fund-sign-in"
                >
                  Sign in
                </ButtonAnchor>
                <ButtonAnchor
                  href={authUrl({ userType: 'fan', signup: true, returnTo: here })}
                  $variant="ghost"
                >
                  Create an account
                </ButtonAnchor>
              </AsideActions>
            </Card>
          ) : null}
          {a && (
            <Card>
              <AsideTitle>{name}’s funds</AsideTitle>
              <Muted>
                {a.supporters > 0
                  ? `${a.supporters.toLocaleString()} ${a.supporters === 1 ? 'fan has' : 'fans have'} given ${formatLikes(a.likes)}.`
                  : `Be the first fan to back ${a.firstName}.`}
              </Muted>
              <AsideActions>
                <ButtonLink
                  to={`/athletes/${athleteId}/funds${validAllocation ? `/${validAllocation}` : ''}`}
                  $variant="secondary"
                  $small
                >
                  See all goals
                </ButtonLink>
              </AsideActions>
            </Card>
          )}
        </Aside>
      </TwoCol>
    </PageFrame>
  );
}

function FanBalanceAside() {
  return <WalletBalanceCard testId="fund-balance" />;
}

function FanSendForm({
  athleteId,
  allocationId,
  allocationName,
  name,
}: {
  athleteId: number;
  allocationId: number | null;
  allocationName: string | null;
  name: string;
}) {
  const navigate = useNavigate();
  const form = useSendForm();
  const { summary, send, sending, isSent, parsed, balance, short, setSubmitted, setError } = form;
  const target = allocationId ? { athleteId, allocationId } : { athleteId };
  const sent = isSent(target, parsed.likes);
  const prices = usePrices().data;

  async function onSubmit(e: FormEvent) {
    e.preventDefault();
    if (sending || sent) return;
    setSubmitted(true);
    setError(null);
    if (parsed.likes === null || short) return;
    try {
      const result = await send(target, parsed.likes);
      void summary.mutate();
      const state: RosterSuccessState = { likes: result.likes, balance: result.balance, allocationName };
      void navigate(`/athletes/${athleteId}/fund/roster-success`, { state });
    } catch (err) {
      setError(err);
    }
  }

  return (
    <form onSubmit={onSubmit} noValidate aria-label={`Send likes to ${name}`}>
      <SendAmount {...form.amountProps} legend="How many likes?" testIdPrefix="fund-amount" />
      <GiftBreakdown
        likes={parsed.likes}
        feePercent={prices?.feePercent ?? null}
        unitPriceCents={prices?.unitPriceCents ?? null}
        to={name}
      />
      <BalanceLine aria-live="polite" $short={short}>
        {balance === null
          ? 'Checking your balance…'
          : short
            ? `You have ${formatLikes(balance)} — not enough for this amount.`
            : `You have ${formatLikes(balance)}.`}
      </BalanceLine>
      <SendRefusal {...form.refusalProps} testId="fund-insufficient" />
      <WideButton
        type="submit"
        disabled={sending || sent}
        aria-busy={sending || undefined}
        data-testid="fund-send"
      >
        {sending && <Spinner $size={16} $light />}
        {sendLabel(sending, parsed.likes, allocationName)}
      </WideButton>
    </form>
  );
}

const Block = styled.div`
  margin-top: ${({ theme }) => theme.space(6)};
  padding-top: ${({ theme }) => theme.space(6)};
  border-top: 1px solid ${({ theme }) => theme.colors.border};
`;

const AsideActions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 8px;
  margin-top: ${({ theme }) => theme.space(4)};
`;

const BalanceLine = styled.p<{ $short: boolean }>`
  margin: ${({ theme }) => theme.space(3)} 0 0;
  font-size: 14px;
  color: ${({ theme, $short }) => ($short ? theme.colors.danger : theme.colors.textMuted)};
`;
