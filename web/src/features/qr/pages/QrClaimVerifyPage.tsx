import { useEffect, useRef, useState } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { errorMessage } from '../../../api/client';
import { ButtonLink, Card, Spinner } from '../../../ui';
import { Notice } from '../../../ui/feedback';
import { PageFrame } from '../../../ui/layout';
import { useSession } from '../../../session';
import { createQrUser, redeemClaimInvite } from '../api';

type State = { kind: 'working' } | { kind: 'done'; athleteId: number } | { kind: 'failed'; message: string };

/**
 * /qr-code/claim-verify?invite=…: the signed-in athlete's record (POST /users/qrUser) and the invite's redeem;
 * the claim is approved by the invite itself. Runs once per visit.
 */
export function QrClaimVerifyPage() {
  const [params] = useSearchParams();
  const invite = params.get('invite');
  const session = useSession();
  const [state, setState] = useState<State>({ kind: 'working' });
  const started = useRef(false);

  useEffect(() => {
    if (session.status !== 'signedIn' || started.current) return;
    started.current = true;
    if (!invite) {
      setState({ kind: 'failed', message: 'This link has no invite in it. Open the invite link again.' });
      return;
    }
    void (async () => {
      try {
        await createQrUser(session.user);
        const r = await redeemClaimInvite(invite);
        await session.refresh();
        setState({ kind: 'done', athleteId: r.athleteId });
      } catch (err) {
        setState({ kind: 'failed', message: errorMessage(err) });
      }
    })();
  }, [session, invite]);

  return (
    <PageFrame eyebrow="Claim invite" title="Verify your claim" narrow>
      <Card aria-live="polite">
        {state.kind === 'working' ? (
          <p role="status">
            <Spinner $size={16} aria-hidden="true" /> Verifying your invite…
          </p>
        ) : state.kind === 'done' ? (
          <>
            <Notice $tone="success" data-testid="claim-verified">
              <span>The profile is yours. Fans&apos; likes to it now reach your wallet.</span>
            </Notice>
            <p>
              <ButtonLink to="/athletes/home">Go to my dashboard</ButtonLink>{' '}
              <Link to={`/athletes/${state.athleteId}`}>See my profile</Link>
            </p>
          </>
        ) : (
          <Notice $tone="error" role="alert" data-testid="claim-verify-failed">
            <span>{state.message}</span>
          </Notice>
        )}
      </Card>
    </PageFrame>
  );
}
