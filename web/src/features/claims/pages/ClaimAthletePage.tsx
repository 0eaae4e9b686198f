import { FindProfileFlow } from '../components/FindProfileFlow';

/** /claim-athlete?step=name: find an unclaimed profile by name, then sign up to claim it. */
export function ClaimAthletePage() {
  return <FindProfileFlow mode="claim" />;
}
