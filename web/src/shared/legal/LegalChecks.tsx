import styled from 'styled-components';
import { Checkbox } from '../../ui/forms';

/** Opens the document in a new tab, so the form being filled in keeps its state. */
function DocLink({ to, children, testId }: { to: string; children: string; testId: string }) {
  return (
    <A href={to} target="_blank" rel="noopener" data-testid={testId}>
      {children}
      <span className="visually-hidden"> (opens in a new tab)</span>
    </A>
  );
}

const A = styled.a`
  font-weight: 700;
  color: ${({ theme }) => theme.colors.accentText};
  text-decoration: underline;
  text-underline-offset: 2px;
`;

export interface LegalState {
  tosAccepted: boolean;
  privacyPolicyAccepted: boolean;
  emailConsent: boolean;
}

/** Terms, privacy policy and email consent checkboxes. */
export function LegalChecks({
  value,
  onChange,
  showPrivacy = true,
  showEmail = true,
  emailRequired = false,
}: {
  value: LegalState;
  onChange: (v: LegalState) => void;
  showPrivacy?: boolean;
  showEmail?: boolean;
  emailRequired?: boolean;
}) {
  return (
    <fieldset style={{ border: 0, padding: 0, margin: 0, display: 'flex', flexDirection: 'column', gap: 10 }}>
      <legend className="visually-hidden">Agreements</legend>
      <Checkbox
        id="legal-tos"
        checked={value.tosAccepted}
        onChange={(c) => onChange({ ...value, tosAccepted: c })}
        testId="accept-tos"
      >
        I accept the{' '}
        <DocLink to="/terms" testId="tos-link">
          Terms of Service
        </DocLink>
        <small>Required. How Fanlift works, what likes are and how support reaches athletes.</small>
      </Checkbox>
      {showPrivacy && (
        <Checkbox
          id="legal-privacy"
          checked={value.privacyPolicyAccepted}
          onChange={(c) => onChange({ ...value, privacyPolicyAccepted: c })}
          testId="accept-privacy"
        >
          I accept the{' '}
          <DocLink to="/privacy" testId="privacy-link">
            Privacy Policy
          </DocLink>
          <small>Required. What we store about you and why.</small>
        </Checkbox>
      )}
      {showEmail && (
        <Checkbox
          id="legal-email"
          checked={value.emailConsent}
          onChange={(c) => onChange({ ...value, emailConsent: c })}
          testId="accept-email"
        >
          Email me about my account and my supporters
          <small>
            {emailRequired ? 'Required to receive support updates.' : 'Optional. Unsubscribe at any time.'}
          </small>
        </Checkbox>
      )}
    </fieldset>
  );
}
