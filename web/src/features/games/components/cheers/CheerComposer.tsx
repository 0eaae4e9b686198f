import { useEffect, useRef, useState, type FormEvent } from 'react';
import styled from 'styled-components';
import type { GameDetail } from '@fanlift/core/web';
import { Button } from '../../../../ui';
import { Input, Label, Select } from '../../../../ui/forms';
import { formatLikes } from '../../../../ui/format';
import { useCheer } from './useCheer';

const AMOUNTS = [1, 5, 10, 25, 100];
const MESSAGE_MAX = 200;

const Form = styled.form`
  display: flex;
  flex-direction: column;
  gap: 10px;
  padding: 12px;
  border-radius: ${({ theme }) => theme.radii.md};
  border: 1px solid ${({ theme }) => theme.colors.border};
  background: ${({ theme }) => theme.colors.surfaceMuted};
  fieldset {
    border: 0;
    margin: 0;
    padding: 0;
    min-width: 0;
  }
  legend {
    padding: 0;
    margin-bottom: 6px;
    font-weight: 600;
    font-size: 14px;
  }
  .chips {
    display: flex;
    flex-wrap: wrap;
    gap: 6px;
  }
  .chips button {
    min-width: 44px;
    min-height: 44px;
    padding: 0 12px;
    border-radius: ${({ theme }) => theme.radii.pill};
    border: 1.5px solid ${({ theme }) => theme.colors.controlBorder};
    background: ${({ theme }) => theme.colors.surface};
    font: inherit;
    font-weight: 600;
    cursor: pointer;
  }
  .chips button[aria-pressed='true'] {
    border-color: ${({ theme }) => theme.colors.accent};
    background: ${({ theme }) => theme.colors.accentSoft};
  }
  .chips button:focus-visible {
    outline: 3px solid ${({ theme }) => theme.colors.focus};
  }
  .actions {
    display: flex;
    gap: 8px;
    flex-wrap: wrap;
  }
  .actions button {
    min-height: 44px;
  }
`;

/** The kit's button at the phone's 44 px tap height. */
const Tap = styled(Button)`
  min-height: 44px;
  white-space: nowrap;
`;

const Note = styled.p<{ $error?: boolean }>`
  margin: 0;
  font-size: 14px;
  color: ${({ theme, $error }) => ($error ? theme.colors.danger : theme.colors.success)};
`;

type Recipient = `athlete:${number}` | `school:${number}`;

/** The recipients of a cheer: each team's school, then its players who have a profile. */
function teams(game: GameDetail) {
  return (['away', 'home'] as const).map((side) => ({
    side,
    school: game[side],
    players: game.athletes.filter((a) => a.team === side && a.athleteId != null && a.name),
  }));
}

const cheerFormId = (gameId: number) => `cheer-form-${gameId}`;
const cheerToggleId = (gameId: number) => `cheer-open-${gameId}`;

/** Beside the chat's Send: opens (and closes) the cheer form under the composer. */
export function CheerToggle({ gameId, open, onToggle }: { gameId: number; open: boolean; onToggle(): void }) {
  return (
    <Tap
      type="button"
      id={cheerToggleId(gameId)}
      $small
      $variant="secondary"
      aria-expanded={open}
      aria-controls={open ? cheerFormId(gameId) : undefined}
      onClick={onToggle}
      data-testid="cheer-open"
    >
      <span aria-hidden="true">♥ </span>Cheer
    </Tap>
  );
}

/**
 * The chat composer's cheer (opened by CheerToggle beside Send): likes to a player of either team or a school, with
 * an optional message. Closed, it shows what the last cheer did.
 */
export function CheerComposer({ game, open, onClose }: { game: GameDetail; open: boolean; onClose(): void }) {
  const [to, setTo] = useState<Recipient>(`school:${game.home.schoolId}`);
  const [likes, setLikes] = useState(5);
  const [message, setMessage] = useState('');
  const cheer = useCheer(game.id);
  const first = useRef<HTMLSelectElement>(null);
  const id = (s: string) => `cheer-${s}-${game.id}`;

  // Opened: the form comes into view with its first field focused; closed: focus goes back to the toggle.
  const wasOpen = useRef(open);
  useEffect(() => {
    if (open) {
      first.current?.focus({ preventScroll: true });
      first.current?.closest('form')?.scrollIntoView({ block: 'nearest' });
    } else if (wasOpen.current) document.getElementById(cheerToggleId(game.id))?.focus();
    wasOpen.current = open;
  }, [open, game.id]);

  if (!open)
    return cheer.done ? (
      <Note role="status" data-testid="cheer-done">
        Cheered {formatLikes(cheer.done.likes)}! Your balance: {formatLikes(cheer.done.balance)}.
      </Note>
    ) : null;

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const [kind, value] = to.split(':');
    const text = message.trim();
    const ok = await cheer.send({
      ...(kind === 'athlete' ? { athleteId: Number(value) } : { schoolId: Number(value) }),
      likes,
      ...(text ? { message: text } : {}),
    });
    if (ok) {
      setMessage('');
      onClose();
    }
  };

  return (
    <Form
      onSubmit={(e) => void submit(e)}
      aria-label="Cheer"
      data-testid="cheer-form"
      id={cheerFormId(game.id)}
    >
      <div>
        <Label htmlFor={id('to')}>Cheer for</Label>
        <Select ref={first} id={id('to')} value={to} onChange={(e) => setTo(e.target.value as Recipient)}>
          {teams(game).map((t) => (
            <optgroup key={t.side} label={t.school.shortName}>
              <option value={`school:${t.school.schoolId}`}>{t.school.name}</option>
              {t.players.map((p) => (
                <option key={p.radarAthleteId} value={`athlete:${p.athleteId}`}>
                  {p.name}
                </option>
              ))}
            </optgroup>
          ))}
        </Select>
      </div>
      <fieldset>
        <legend>Likes</legend>
        <div className="chips">
          {AMOUNTS.map((n) => (
            <button key={n} type="button" aria-pressed={likes === n} onClick={() => setLikes(n)}>
              {n}
            </button>
          ))}
          <Input
            aria-label="Other amount of likes"
            type="number"
            inputMode="numeric"
            min={1}
            max={100000}
            value={likes}
            onChange={(e) => setLikes(Math.max(1, Math.floor(Number(e.target.value) || 1)))}
            style={{ width: 110 }}
          />
        </div>
      </fieldset>
      <div>
        <Label htmlFor={id('msg')}>Message (optional)</Label>
        <Input
          id={id('msg')}
          value={message}
          maxLength={MESSAGE_MAX}
          placeholder="Let’s go!"
          onChange={(e) => setMessage(e.target.value)}
        />
      </div>
      {cheer.error && (
        <Note $error role="alert" data-testid="cheer-error">
          {cheer.error}
        </Note>
      )}
      <div className="actions">
        <Button type="submit" disabled={cheer.sending} data-testid="cheer-send">
          {cheer.sending ? 'Cheering…' : `Cheer ${formatLikes(likes)}`}
        </Button>
        <Button type="button" $variant="secondary" onClick={() => (onClose(), cheer.reset())}>
          Cancel
        </Button>
      </div>
    </Form>
  );
}
