import { FindProfileFlow } from '../components/FindProfileFlow';

/** /new-athlete?step=name: the pre-sign-up flow for a new athlete (offers to claim an existing profile). */
export function NewAthletePage() {
  return <FindProfileFlow mode="new" />;
}
