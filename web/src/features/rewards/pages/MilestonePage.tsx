import styled from 'styled-components';
import { errorMessage } from '../../../api/client';
import { ButtonLink, Card, ErrorState, Skeleton, Stars } from '../../../ui';
import { PageFrame, CardGrid } from '../../../ui/layout';
import { useMilestone } from '../api';

/** /milestone: earnedStar yellow and 5 - earnedStar grey stars, progress to the next star, the history. */
export function MilestonePage() {
  const { data, error, mutate } = useMilestone();
  return (
    <PageFrame
      eyebrow="Milestones"
      title="Your stars"
      lead="Give likes to athletes and schools to earn stars. Every star brings a spin of the wheel."
    >
      {error && !data && <ErrorState message={errorMessage(error)} onRetry={() => void mutate()} />}
      {!data && !error && <Skeleton $h="180px" role="status" aria-label="Loading your milestones" />}
      {data && (
        <CardGrid>
          <Card>
            <Big data-testid="milestone-stars">
              <Stars earnedStar={data.earnedStar} />
            </Big>
            <p>
              <strong data-testid="milestone-earned">{data.earnedStar}</strong> of {data.starTotal} stars ·{' '}
              <strong data-testid="milestone-given">{data.likesGiven.toLocaleString()}</strong> likes given
            </p>
            {data.nextThreshold != null ? (
              <>
                <Bar
                  role="progressbar"
                  aria-label={`Progress to star ${data.nextStar}`}
                  aria-valuemin={0}
                  aria-valuemax={data.nextThreshold}
                  aria-valuenow={Math.min(data.likesGiven, data.nextThreshold)}
                >
                  <span
                    style={{ width: `${Math.min(100, (data.likesGiven / data.nextThreshold) * 100)}%` }}
                  />
                </Bar>
                <p data-testid="milestone-next">
                  {data.remaining.toLocaleString()} more likes to star {data.nextStar} (
                  {data.nextThreshold.toLocaleString()} in all).
                </p>
              </>
            ) : (
              <p>You have every star. Thank you for backing your athletes!</p>
            )}
            <ButtonLink to="/send-likes">Give likes</ButtonLink>
          </Card>
          <Card>
            <h2>Thresholds</h2>
            <ol>
              {data.thresholds.map((t, i) => (
                <li key={t} data-earned={i < data.earnedStar}>
                  Star {i + 1}: {t.toLocaleString()} likes given {i < data.earnedStar ? '✓' : ''}
                </li>
              ))}
            </ol>
            <h2>History</h2>
            {data.stars.length === 0 ? (
              <p>No stars yet.</p>
            ) : (
              <ul data-testid="milestone-history">
                {data.stars.map((s) => (
                  <li key={s.star}>
                    Star {s.star} on {new Date(s.createdAt).toLocaleDateString()} (
                    {s.likesGiven.toLocaleString()} likes given)
                  </li>
                ))}
              </ul>
            )}
          </Card>
        </CardGrid>
      )}
    </PageFrame>
  );
}

const Big = styled.div`
  font-size: 36px;
  & > span {
    font-size: 36px;
  }
`;
const Bar = styled.div`
  height: 12px;
  border-radius: 999px;
  background: ${({ theme }) => theme.colors.surfaceMuted};
  border: 1px solid ${({ theme }) => theme.colors.controlBorder};
  overflow: hidden;
  span {
    display: block;
    height: 100%;
    background: ${({ theme }) => theme.colors.accent};
  }
`;
