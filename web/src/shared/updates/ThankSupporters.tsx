import { useId, useState, type FormEvent } from 'react';
import styled from 'styled-components';
import { THANK_NOTE_MAX_CHARS, periodLabels, type TopFan } from '@fanlift/core/web';
import { errorMessage } from '../../api/client';
import { apiCall } from '../../api/routes';
import { useIntentKeys } from '../../api/intent';
import { Avatar, Button, EmptyState } from '../../ui';
import { Notice } from '../../ui/feedback';
import { Field, Select, Textarea } from '../../ui/forms';
import { formatNumber } from '../../ui/format';

/** The dashboard's supporters with a "Thank" button each (a note to one fan). */
export function ThankableSupporters({ fans }: { fans: TopFan[] }) {
  const [open, setOpen] = useState<number | null>(null);
  const [thanked, setThanked] = useState<Set<number>>(new Set());
  if (fans.length === 0)
    return <EmptyState>No supporters yet. Share your profile so fans can back you.</EmptyState>;
  return (
    <List data-testid="top-supporters">
      {fans.map((f) => (
        <li key={f.fanId}>
          <div className="row">
            <Avatar name={f.name} size={32} />
            <span className="name">{f.name}</span>
            <span className="value">{formatNumber(f.likes)} likes</span>
            <Button
              type="button"
              $variant="secondary"
              $small
              aria-expanded={open === f.fanId}
              aria-label={thanked.has(f.fanId) ? `Thanked ${f.name}` : `Thank ${f.name}`}
              onClick={() => setOpen(open === f.fanId ? null : f.fanId)}
            >
              {thanked.has(f.fanId) ? 'Thanked' : 'Thank'}
            </Button>
          </div>
          {open === f.fanId && (
            <ThankOneForm
              fan={f}
              onDone={() => {
                setThanked(new Set(thanked).add(f.fanId));
                setOpen(null);
              }}
            />
          )}
        </li>
      ))}
    </List>
  );
}

function ThankOneForm({ fan, onDone }: { fan: TopFan; onDone: () => void }) {
  const id = useId();
  const [note, setNote] = useState(`Thank you for backing me, ${fan.name.split(' ')[0]}!`);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  // One key per thank-you: a retry after a lost answer is answered with the first one, never sent twice.
  const keys = useIntentKeys();
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    setBusy(true);
    setError(null);
    const key = keys.keyFor(`${fan.fanId}:${note}`);
    try {
      await apiCall('POST /api/thanks', {
        body: { fanId: fan.fanId, note },
        headers: { 'Idempotency-Key': key },
      });
      keys.settled(key);
      onDone();
    } catch (err) {
      setError(errorMessage(err));
    } finally {
      setBusy(false);
    }
  };
  return (
    <Form onSubmit={(e) => void submit(e)} aria-label={`Thank ${fan.name}`}>
      <Field id={id} label={`Note to ${fan.name}`}>
        <Textarea
          id={id}
          value={note}
          maxLength={THANK_NOTE_MAX_CHARS}
          onChange={(e) => setNote(e.target.value)}
        />
      </Field>
      {error && (
        <Notice $tone="error" role="alert">
          {error}
        </Notice>
      )}
      <Button type="submit" disabled={busy || !note.trim()}>
        {busy ? 'Sending…' : 'Send thanks'}
      </Button>
    </Form>
  );
}

/** Thank every fan who gave in this month or this season (once per period; a job thanks them). */
export function ThankPeriodForm() {
  const id = useId();
  const labels = periodLabels();
  const [period, setPeriod] = useState<'month' | 'season'>('month');
  const [note, setNote] = useState('Thank you to everyone who backed me. It means the world.');
  const [busy, setBusy] = useState(false);
  const [result, setResult] = useState<{ tone: 'error' | 'success'; text: string } | null>(null);
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    setBusy(true);
    setResult(null);
    try {
      await apiCall('POST /api/thanks/period', { body: { period, label: labels[period], note } });
      setResult({ tone: 'success', text: 'Sent: every supporter of the period gets your note.' });
    } catch (err) {
      setResult({ tone: 'error', text: errorMessage(err) });
    } finally {
      setBusy(false);
    }
  };
  return (
    <Form
      onSubmit={(e) => void submit(e)}
      aria-label="Thank every supporter of a period"
      data-testid="thank-period"
    >
      <Field id={`${id}-period`} label="Thank everyone who gave in">
        <Select
          id={`${id}-period`}
          value={period}
          onChange={(e) => setPeriod(e.target.value as 'month' | 'season')}
        >
          <option value="month">This month ({labels.month})</option>
          <option value="season">This season ({labels.season})</option>
        </Select>
      </Field>
      <Field id={`${id}-note`} label="Your note">
        <Textarea
          id={`${id}-note`}
          value={note}
          maxLength={THANK_NOTE_MAX_CHARS}
          onChange={(e) => setNote(e.target.value)}
        />
      </Field>
      {result && (
        <Notice $tone={result.tone} role={result.tone === 'error' ? 'alert' : 'status'}>
          {result.text}
        </Notice>
      )}
      <Button type="submit" disabled={busy || !note.trim()}>
        {busy ? 'Sending…' : 'Thank them all'}
      </Button>
    </Form>
  );
}

const List = styled.ol`
  list-style: none;
  margin: 0;
  padding: 0;
  li {
    padding: 8px 0;
    border-top: 1px solid ${({ theme }) => theme.colors.border};
  }
  li:first-child {
    border-top: 0;
  }
  .row {
    display: flex;
    align-items: center;
    gap: 10px;
  }
  .name {
    flex: 1;
    min-width: 0;
    font-weight: 600;
    overflow-wrap: anywhere;
  }
  .value {
    color: ${({ theme }) => theme.colors.textMuted};
    font-size: 14px;
    white-space: nowrap;
  }
  button {
    min-height: 44px;
  }
`;
const Form = styled.form`
  display: flex;
  flex-direction: column;
  gap: 10px;
  margin-top: 8px;
  button[type='submit'] {
    align-self: flex-start;
    min-height: 44px;
  }
`;
