import { useState, type FormEvent } from 'react';
import styled from 'styled-components';
import type { InviteResult } from '@fanlift/core/web';
import { errorMessage } from '../../../api/client';
import { Button, Card, EmptyState, ErrorState, Skeleton } from '../../../ui';
import { PageFrame, CardGrid } from '../../../ui/layout';
import { useSession } from '../../../session';
import { sendInvites, useInvites } from '../api';
import { InviteTab } from '../components/InviteTab';
import { Table, TableHead } from '../../../ui/table';

const OUTCOME: Record<InviteResult['results'][number]['outcome'], string> = {
  sent: 'Invitation sent',
  already_invited: 'Already invited this week',
  unsubscribed: 'Does not accept invitations',
  already_member: 'Already on Fanlift',
  invalid: 'Not an email address',
};

/**
 * /invite-fan: a fan invites friends by email (queued, rate-limited, one email per address per week). Admins
 * get the bulk mode (paste a CSV), tracked as sent, opened the link, signed up.
 */
export function InviteFanPage() {
  const { user } = useSession();
  const admin = user?.isAdmin === 1;
  const [text, setText] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [results, setResults] = useState<InviteResult['results'] | null>(null);
  const list = useInvites(admin ? 'admin' : 'mine');

  async function submit(e: FormEvent) {
    e.preventDefault();
    setError(null);
    setResults(null);
    if (!text.trim()) {
      setError('Type at least one email address.');
      return;
    }
    setBusy(true);
    try {
      const r = await sendInvites(text, admin);
      setResults(r.results);
      setText('');
      void list.mutate();
    } catch (err) {
      setError(errorMessage(err));
    } finally {
      setBusy(false);
    }
  }

  return (
    <PageFrame
      eyebrow={admin ? 'Admin' : 'Invite'}
      title={admin ? 'Invite fans' : 'Invite friends'}
      lead={
        admin
          ? 'Paste a list or a CSV of email addresses. Each address gets at most one invitation a week.'
          : 'Send your friends an invitation. When they join and onboard you earn likes and a spin.'
      }
    >
      <Grid>
        <Card>
          <form onSubmit={(e) => void submit(e)} noValidate>
            <label htmlFor="invite-emails">
              {admin ? 'Email addresses (CSV or one per line)' : 'Friends’ email addresses'}
            </label>
            <textarea
              id="invite-emails"
              rows={admin ? 8 : 4}
              value={text}
              onChange={(e) => setText(e.target.value)}
              placeholder={
                admin ? 'email\nfan1@example.com\nfan2@example.com' : 'friend@example.com, other@example.com'
              }
              aria-describedby="invite-help"
              data-testid="invite-emails"
            />
            <Help id="invite-help">
              Separate addresses with commas or new lines ({admin ? 'up to 200' : 'up to 20'} at once).
            </Help>
            <Button type="submit" disabled={busy} aria-busy={busy} data-testid="invite-send">
              {busy ? 'Sending…' : 'Send invitations'}
            </Button>
          </form>
          {error && (
            <Err role="alert" data-testid="invite-error">
              {error}
            </Err>
          )}
          {results && (
            <Results role="status" data-testid="invite-results">
              {results.map((r) => (
                <li key={r.email} data-outcome={r.outcome}>
                  <span>{r.email}</span>
                  <strong>{OUTCOME[r.outcome]}</strong>
                </li>
              ))}
            </Results>
          )}
          {!admin && (
            <>
              <h2>Or share your link</h2>
              <InviteTab />
            </>
          )}
        </Card>
        <Card>
          <h2>{admin ? 'Admin invitations' : 'Your invitations'}</h2>
          {list.error && !list.data && (
            <ErrorState message={errorMessage(list.error)} onRetry={() => void list.mutate()} />
          )}
          {!list.data && !list.error && (
            <Skeleton $h="120px" role="status" aria-label="Loading invitations" />
          )}
          {list.data && (
            <>
              <Counts data-testid="invite-counts">
                <span>
                  <strong>{list.data.counts.sent}</strong> sent
                </span>
                <span>
                  <strong>{list.data.counts.opened}</strong> opened the link
                </span>
                <span>
                  <strong>{list.data.counts.signedUp}</strong> signed up
                </span>
              </Counts>
              {list.data.invites.length === 0 ? (
                <EmptyState>No invitations yet.</EmptyState>
              ) : (
                <Table>
                  <TableHead columns={['Email', 'Sent', 'Opened', 'Signed up']} />
                  <tbody>
                    {list.data.invites.map((i) => (
                      <tr key={i.id}>
                        <td>{i.email}</td>
                        <td>{new Date(i.sentAt).toLocaleDateString()}</td>
                        <td>{i.openedAt ? 'Yes' : 'No'}</td>
                        <td>{i.signedUp ? 'Yes' : 'No'}</td>
                      </tr>
                    ))}
                  </tbody>
                </Table>
              )}
            </>
          )}
        </Card>
      </Grid>
    </PageFrame>
  );
}

const Grid = styled(CardGrid)`
  h2 {
    margin-top: 16px;
  }
  form {
    display: grid;
    gap: 8px;
  }
  label {
    font-weight: 600;
  }
  textarea {
    width: 100%;
    padding: 8px 10px;
    border: 1px solid ${({ theme }) => theme.colors.controlBorder};
    border-radius: ${({ theme }) => theme.radii.sm};
    font: inherit;
  }
`;
const Help = styled.p`
  margin: 0;
  font-size: 13px;
  color: ${({ theme }) => theme.colors.textMuted};
`;
const Err = styled.p`
  color: ${({ theme }) => theme.colors.danger};
`;
const Results = styled.ul`
  list-style: none;
  padding: 0;
  li {
    display: flex;
    justify-content: space-between;
    gap: 8px;
    padding: 4px 0;
    border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  }
`;
const Counts = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 16px;
  margin-bottom: 12px;
`;
