import { useState, type FormEvent } from 'react';
import styled from 'styled-components';
import type { ChatMessage } from '@fanlift/core/web';
import type { ChatState } from './useChat';

const Bar = styled.span`
  margin-left: auto;
  display: inline-flex;
  gap: 6px;
  flex-wrap: wrap;
  button {
    background: none;
    border: 0;
    padding: 2px 4px;
    font-size: 12px;
    font-weight: 600;
    color: ${({ theme }) => theme.colors.navy700};
    text-decoration: underline;
    cursor: pointer;
  }
  form {
    display: inline-flex;
    gap: 6px;
    align-items: center;
    flex-wrap: wrap;
  }
  input,
  select {
    font-size: 12px;
    min-height: 28px;
    border: 1px solid ${({ theme }) => theme.colors.controlBorder};
    border-radius: 6px;
  }
`;

const MUTE_CHOICES = [
  { minutes: 5, label: '5 minutes' },
  { minutes: 60, label: '1 hour' },
  { minutes: 24 * 60, label: '1 day' },
];

/** Per message: admins delete or mute its author; fans report others' messages. */
export function MessageActions({
  message,
  chat,
  isAdmin,
  isMine,
}: {
  message: ChatMessage;
  chat: ChatState;
  isAdmin: boolean;
  isMine: boolean;
}) {
  const [mode, setMode] = useState<'none' | 'mute' | 'report'>('none');
  const [reason, setReason] = useState('');
  const [minutes, setMinutes] = useState(5);
  const [note, setNote] = useState<string | null>(null);
  const done = (ok: boolean, msg?: string) => {
    setNote(ok ? null : (msg ?? 'That did not work.'));
    if (ok) {
      setMode('none');
      setReason('');
    }
  };
  const onMute = async (e: FormEvent) => {
    e.preventDefault();
    const r = await chat.mute(message.userId, minutes, reason.trim() || 'Chat rules');
    done(r.ok, r.message);
    if (r.ok) setNote(`${message.name} is muted.`);
  };
  const onReport = async (e: FormEvent) => {
    e.preventDefault();
    const r = await chat.report(message.id, reason.trim() || 'Inappropriate');
    done(r.ok, r.message);
    if (r.ok) setNote('Reported. Thank you.');
  };
  if (!isAdmin && isMine) return null;
  const who = `message from ${message.name}`;
  return (
    <Bar>
      {isAdmin && mode === 'none' && (
        <>
          <button
            type="button"
            aria-label={`Delete ${who}`}
            onClick={() => void chat.remove(message.id).then((r) => done(r.ok, r.message))}
          >
            Delete
          </button>
          {!isMine && (
            <button type="button" aria-label={`Mute ${message.name}`} onClick={() => setMode('mute')}>
              Mute
            </button>
          )}
        </>
      )}
      {!isAdmin && mode === 'none' && (
        <button type="button" aria-label={`Report ${who}`} onClick={() => setMode('report')}>
          Report
        </button>
      )}
      {mode === 'mute' && (
        <form onSubmit={(e) => void onMute(e)} aria-label={`Mute ${message.name}`}>
          <select
            aria-label="For how long"
            value={minutes}
            onChange={(e) => setMinutes(Number(e.target.value))}
          >
            {MUTE_CHOICES.map((c) => (
              <option key={c.minutes} value={c.minutes}>
                {c.label}
              </option>
            ))}
          </select>
          <input
            aria-label="Reason"
            required
            maxLength={500}
            value={reason}
            onChange={(e) => setReason(e.target.value)}
            placeholder="Reason"
          />
          <button type="submit">Mute</button>
          <button type="button" onClick={() => setMode('none')}>
            Cancel
          </button>
        </form>
      )}
      {mode === 'report' && (
        <form onSubmit={(e) => void onReport(e)} aria-label={`Report ${who}`}>
          <input
            aria-label="Why"
            required
            maxLength={500}
            value={reason}
            onChange={(e) => setReason(e.target.value)}
            placeholder="Why?"
          />
          <button type="submit">Send report</button>
          <button type="button" onClick={() => setMode('none')}>
            Cancel
          </button>
        </form>
      )}
      {note && <span role="status">{note}</span>}
    </Bar>
  );
}
