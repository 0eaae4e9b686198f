import { useParams } from 'react-router-dom';
import { ClaimProfileCard } from '../components/ClaimProfileCard';

/** /athlete-claim-profile/{id}: the same claim entry point reached from athlete links. */
export function AthleteClaimProfilePage() {
  const { id } = useParams();
  return <ClaimProfileCard athleteId={id} />;
}
