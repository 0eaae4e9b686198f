import { useState, type FormEvent } from 'react';
import styled from 'styled-components';
import type { GameView } from '@fanlift/core/web';
import { errorMessage } from '../../../api/client';
import { Button, Card } from '../../../ui';
import { SectionTitle } from '../../../ui/layout';
import { postGameEvent, updateGameSettings } from '../api';

const Row = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 8px;
  align-items: center;
  margin: 8px 0;
  label {
    display: inline-flex;
    align-items: center;
    gap: 6px;
    font-size: 14px;
  }
  input {
    width: 80px;
    min-height: 34px;
    border: 1px solid ${({ theme }) => theme.colors.controlBorder};
    border-radius: ${({ theme }) => theme.radii.sm};
    padding: 0 8px;
  }
`;

/**
 * Operator panel (admins): posts game events through the api (checked, queued, applied by the worker, then
 * broadcast: the scoreboard above updates from game:update like everyone else's), features the game on Top
 * Events and sets the chat's slow mode.
 */
export function AdminGameControls({ game }: { game: GameView }) {
  const [busy, setBusy] = useState(false);
  const [note, setNote] = useState<{ ok: boolean; text: string } | null>(null);
  const [slow, setSlow] = useState(String(game.slowModeSeconds));
  const run = async (label: string, fn: () => Promise<unknown>) => {
    setBusy(true);
    setNote(null);
    try {
      await fn();
      setNote({ ok: true, text: `${label}: sent.` });
    } catch (err) {
      setNote({ ok: false, text: `${label}: ${errorMessage(err)}` });
    } finally {
      setBusy(false);
    }
  };
  const score = (team: 'home' | 'away', points: number) =>
    run(`${game[team].shortName} +${points}`, () =>
      postGameEvent(game.id, {
        kind: 'play',
        playKind: 'score',
        description: `${game[team].name} score ${points}`,
        team,
        points,
      }),
    );
  const onSlow = (e: FormEvent) => {
    e.preventDefault();
    void run('Slow mode', () => updateGameSettings(game.id, { slowModeSeconds: Number(slow) || 0 }));
  };
  const pts = game.sport === 'football' ? [3, 7] : [1, 2, 3];
  return (
    <Card aria-labelledby="operator-title" data-testid="admin-controls">
      <SectionTitle id="operator-title">Operator</SectionTitle>
      <Row>
        {game.status === 'scheduled' && (
          <Button
            type="button"
            $small
            disabled={busy}
            onClick={() =>
              void run('Start', () => postGameEvent(game.id, { kind: 'status', status: 'live' }))
            }
          >
            Start game
          </Button>
        )}
        {game.status === 'live' && (
          <Button
            type="button"
            $small
            $variant="secondary"
            disabled={busy}
            onClick={() => void run('End', () => postGameEvent(game.id, { kind: 'status', status: 'final' }))}
          >
            End game
          </Button>
        )}
        <Button
          type="button"
          $small
          $variant="secondary"
          disabled={busy}
          onClick={() =>
            void run(game.featured ? 'Unfeature' : 'Feature', () =>
              updateGameSettings(game.id, { featured: !game.featured }),
            )
          }
        >
          {game.featured ? 'Remove from Top Events' : 'Feature on Top Events'}
        </Button>
      </Row>
      {game.status === 'live' && (
        <Row role="group" aria-label="Add points">
          {(['away', 'home'] as const).flatMap((team) =>
            pts.map((p) => (
              <Button
                key={`${team}${p}`}
                type="button"
                $small
                $variant="ghost"
                disabled={busy}
                onClick={() => void score(team, p)}
              >
                {game[team].shortName} +{p}
              </Button>
            )),
          )}
        </Row>
      )}
      <form onSubmit={onSlow}>
        <Row>
          <label>
            Chat slow mode (seconds)
            <input type="number" min={0} max={3600} value={slow} onChange={(e) => setSlow(e.target.value)} />
          </label>
          <Button type="submit" $small $variant="secondary" disabled={busy}>
            Set
          </Button>
        </Row>
      </form>
      {note && (
        <p role={note.ok ? 'status' : 'alert'} data-testid="operator-note">
          {note.text}
        </p>
      )}
    </Card>
  );
}
