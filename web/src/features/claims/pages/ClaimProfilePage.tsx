import { useParams } from 'react-router-dom';
import { ClaimProfileCard } from '../components/ClaimProfileCard';

/** /claim-profile/{athleteId}: signed-in users start claiming one profile. */
export function ClaimProfilePage() {
  const { athleteId } = useParams();
  return <ClaimProfileCard athleteId={athleteId} />;
}
