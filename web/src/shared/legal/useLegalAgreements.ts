import { useState } from 'react';
import { useSession } from '../../session';
import { useUpdateUser } from '../../session/useUpdateUser';
import type { LegalState } from './LegalChecks';

/**
 * The agreements a user accepts in onboarding and in a claim: prefilled from the session, checked
 * (terms and privacy always, email updates when `requireEmail`) and saved on the user.
 */
export function useLegalAgreements(requireEmail = false) {
  const { user } = useSession();
  const update = useUpdateUser();
  const [legal, setLegal] = useState<LegalState>({
    tosAccepted: !!user?.tosAccepted,
    privacyPolicyAccepted: !!user?.privacyPolicyAccepted,
    emailConsent: !!user?.emailConsent,
  });
  const accepted = legal.tosAccepted && legal.privacyPolicyAccepted && (!requireEmail || legal.emailConsent);
  /** What to say when something required is not accepted, e.g. refusal('continue'). */
  const refusal = (purpose: string) =>
    `Please accept the Terms of Service${
      requireEmail ? ', the Privacy Policy and email updates' : ' and the Privacy Policy'
    } to ${purpose}.`;
  return { legal, setLegal, accepted, refusal, save: () => update({ ...legal }) };
}
