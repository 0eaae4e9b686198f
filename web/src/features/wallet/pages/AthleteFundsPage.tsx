import { useParams } from 'react-router-dom';
import { Avatar, ButtonLink, Card, EmptyState, Skeleton } from '../../../ui';
import { athleteName, formatLikes } from '../../../ui/format';
import { LoadingAthleteSummary } from '../components/AthleteSummary';
import { GoalBar } from '../../../ui/feedback';
import { Muted, PageFrame, SectionTitle, TwoCol } from '../../../ui/layout';
import { GuestLikeForm } from '../components/GuestLikeForm';
import { useAthleteDetail, type Allocation } from '../api';
import { parseId } from '../../../shared/route-params/parseId';
import { useSession } from '../../../session';
import { AthleteNotFound } from '../../../shared/athletes/AthleteNotFound';
import { AllocationNotFound, unknownAllocation } from '../components/AllocationNotFound';
import { Main, Aside, AsideTitle, Stats, Stat, Goals, Goal, Fans, Rank } from './AthleteFundsPage.styles';

/**
 * /athletes/{athleteId}/funds[/{allocationId}]: the public view of an athlete's funds and funding goals,
 * live (athlete:likes), with 'Support' (fans) and a guest like by card (visitors).
 */
export function AthleteFundsPage() {
  const params = useParams();
  const athleteId = parseId(params.athleteId);
  const focus = parseId(params.allocationId);
  const session = useSession();
  const { data: a, error, mutate } = useAthleteDetail(athleteId);

  if (!athleteId || error?.status === 404) return <AthleteNotFound />;
  if (a && unknownAllocation(params.allocationId, focus, a))
    return <AllocationNotFound athlete={a} page="funds" />;

  const name = a ? athleteName(a) : '';
  const focused = a?.allocations.find((x) => x.id === focus) ?? null;
  const supportTo = `/athletes/${athleteId}/fund${focused ? `/${focused.id}` : ''}`;
  const visitor = session.status !== 'loading' && !session.isFan;

  return (
    <PageFrame
      eyebrow="Athlete funds"
      title={a ? `${name}’s funds` : 'Athlete funds'}
      lead="Fans fund athletes with likes. Every like is $1 towards the athlete’s NIL fund."
      actions={
        session.isFan ? (
          <ButtonLink to={supportTo} data-testid="funds-support">
            Support {a ? a.firstName : ''}
          </ButtonLink>
        ) : null
      }
    >
      <TwoCol $plain>
        <Main>
          <Card>
            <LoadingAthleteSummary athlete={a} error={error} onRetry={() => void mutate()} />
            {a && (
              <Stats>
                <Stat>
                  <strong data-testid="funds-total-likes">{a.likes.toLocaleString()}</strong>
                  <span>likes received</span>
                </Stat>
                <Stat>
                  <strong>{a.supporters.toLocaleString()}</strong>
                  <span>{a.supporters === 1 ? 'supporter' : 'supporters'}</span>
                </Stat>
                <Stat>
                  <strong>{a.allocations.length}</strong>
                  <span>{a.allocations.length === 1 ? 'funding goal' : 'funding goals'}</span>
                </Stat>
              </Stats>
            )}
          </Card>
          <Card as="section" aria-labelledby="goals-title">
            <SectionTitle id="goals-title">Funding goals</SectionTitle>
            {!a ? (
              <Skeleton $h="80px" />
            ) : a.allocations.length === 0 ? (
              <EmptyState>{name} has not set specific goals yet — likes go to the general fund.</EmptyState>
            ) : (
              <Goals>
                {a.allocations.map((g) => (
                  <GoalItem
                    key={g.id}
                    goal={g}
                    focused={g.id === focus}
                    athleteId={athleteId}
                    fan={session.isFan}
                  />
                ))}
              </Goals>
            )}
          </Card>
          {a && a.topFans.length > 0 && (
            <Card as="section" aria-labelledby="fans-title">
              <SectionTitle id="fans-title">Top supporters</SectionTitle>
              <Fans>
                {a.topFans.map((f, i) => {
                  const fan = f.name || 'A fan';
                  return (
                    <li key={f.fanId} data-testid="top-supporter">
                      <Rank>{i + 1}</Rank>
                      <Avatar name={fan} size={32} />
                      <span className="name">{fan}</span>
                      <span className="likes">{formatLikes(f.likes)}</span>
                    </li>
                  );
                })}
              </Fans>
            </Card>
          )}
        </Main>
        <Aside>
          {session.isFan ? (
            <Card>
              <AsideTitle>Back {a ? a.firstName : 'this athlete'}</AsideTitle>
              <Muted>Give likes from your wallet{focused ? ` to “${focused.name}”` : ''}.</Muted>
              <ButtonLink to={supportTo} style={{ marginTop: 16, width: '100%' }}>
                Support
              </ButtonLink>
            </Card>
          ) : visitor && a ? (
            <Card data-testid="funds-guest">
              <AsideTitle>Support {a.firstName} as a guest</AsideTitle>
              <Muted style={{ marginBottom: 16 }}>
                {focused ? `Your likes go to “${focused.name}”. ` : ''}Pay by card — no account needed.
              </Muted>
              <GuestLikeForm athleteId={athleteId} allocationId={focused?.id ?? null} athleteName={name} />
            </Card>
          ) : null}
        </Aside>
      </TwoCol>
    </PageFrame>
  );
}

function GoalItem({
  goal,
  focused,
  athleteId,
  fan,
}: {
  goal: Allocation;
  focused: boolean;
  athleteId: number;
  fan: boolean;
}) {
  return (
    <Goal
      $focused={focused}
      data-testid={`funds-goal-${goal.id}`}
      aria-current={focused ? 'true' : undefined}
    >
      <div className="head">
        <div>
          <h3>{goal.name}</h3>
          {goal.description && <Muted>{goal.description}</Muted>}
        </div>
        <ButtonLink
          to={fan ? `/athletes/${athleteId}/fund/${goal.id}` : `/athletes/${athleteId}/funds/${goal.id}`}
          $variant={focused ? 'primary' : 'secondary'}
          $small
          aria-label={fan ? `Support ${goal.name}` : `Choose ${goal.name}`}
        >
          {fan ? 'Support' : focused ? 'Selected' : 'Choose'}
        </ButtonLink>
      </div>
      {goal.goalLikes ? (
        <div className="bar">
          <GoalBar value={goal.likes} goal={goal.goalLikes} label={`${goal.name} progress`} />
          <span>
            <strong>{goal.likes.toLocaleString()}</strong> of {formatLikes(goal.goalLikes)}
          </span>
        </div>
      ) : (
        <Muted>
          <strong>{formatLikes(goal.likes)}</strong> so far
        </Muted>
      )}
    </Goal>
  );
}
