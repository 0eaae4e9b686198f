import { useParams } from 'react-router-dom';
import { Card } from '../../../ui';
import { PageFrame, SectionTitle, TwoCol } from '../../../ui/layout';
import { useAthleteDetail } from '../api';
import { parseId } from '../../../shared/route-params/parseId';
import { LoadingAthleteSummary } from '../components/AthleteSummary';
import { GuestLikeForm } from '../components/GuestLikeForm';
import { athleteName } from '../../../ui/format';
import { AthleteNotFound } from '../../../shared/athletes/AthleteNotFound';

/** /sb-lander/{athleteId}: a landing page for one athlete that any visitor can like as a guest (card). */
export function SbLanderPage() {
  const { athleteId: raw } = useParams();
  const athleteId = parseId(raw);
  const athlete = useAthleteDetail(athleteId);
  const a = athlete.data;
  const name = a ? athleteName(a) : 'this athlete';
  if (athleteId === null || athlete.error?.status === 404) return <AthleteNotFound />;
  return (
    <PageFrame
      eyebrow="Support an athlete"
      title={a ? `Back ${name}` : 'Back an athlete'}
      lead="No account needed: pay by card and your likes go straight to the athlete’s fund."
    >
      <TwoCol $plain>
        <Card>
          <LoadingAthleteSummary athlete={a} error={athlete.error} onRetry={() => void athlete.mutate()} />
        </Card>
        <Card>
          <SectionTitle>Like as a guest</SectionTitle>
          {a && <GuestLikeForm athleteId={athleteId} athleteName={name} />}
        </Card>
      </TwoCol>
    </PageFrame>
  );
}
