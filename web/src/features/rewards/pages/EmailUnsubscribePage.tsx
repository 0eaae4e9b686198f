import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import styled from 'styled-components';
import type { UnsubscribeState } from '@fanlift/core/web';
import { errorMessage } from '../../../api/client';
import { Button, Card, ErrorState, Skeleton } from '../../../ui';
import { PageFrame } from '../../../ui/layout';
import { setUnsubscribe } from '../api';

/**
 * /fans/email-unsubscribe (public, works signed out): the signed link of a marketing email names the address;
 * one click unsubscribes it (receipts still arrive). Without a link, says where to find one.
 */
export function EmailUnsubscribePage() {
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const [state, setState] = useState<UnsubscribeState | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    if (!token) return;
    // One click: opening the link unsubscribes (the page can undo it).
    setUnsubscribe(token, true).then(setState, (err: unknown) => setError(errorMessage(err)));
  }, [token]);

  async function change(unsubscribed: boolean) {
    setBusy(true);
    setError(null);
    try {
      setState(await setUnsubscribe(token, unsubscribed));
    } catch (err) {
      setError(errorMessage(err));
    } finally {
      setBusy(false);
    }
  }

  return (
    <PageFrame eyebrow="Email preferences" title="Marketing emails" narrow>
      <Card>
        {!token && (
          <p data-testid="unsubscribe-no-token">
            To stop marketing emails, open the unsubscribe link at the bottom of any Fanlift email. Receipts
            and account emails are always sent.
          </p>
        )}
        {token && !state && !error && (
          <Skeleton $h="60px" role="status" aria-label="Updating your preferences" />
        )}
        {error && <ErrorState message={error} />}
        {state && (
          <Done data-testid="unsubscribe-state" data-unsubscribed={state.unsubscribed}>
            {state.unsubscribed ? (
              <>
                <p role="status">
                  <strong>{state.email}</strong> is unsubscribed. You will get no more invitations, rewards or
                  reminder emails; receipts and account emails still arrive.
                </p>
                <Button type="button" $variant="secondary" disabled={busy} onClick={() => void change(false)}>
                  Subscribe again
                </Button>
              </>
            ) : (
              <>
                <p role="status">
                  <strong>{state.email}</strong> gets Fanlift emails again.
                </p>
                <Button type="button" disabled={busy} onClick={() => void change(true)}>
                  Unsubscribe
                </Button>
              </>
            )}
          </Done>
        )}
      </Card>
    </PageFrame>
  );
}

const Done = styled.div`
  display: grid;
  gap: 12px;
  justify-items: start;
`;
