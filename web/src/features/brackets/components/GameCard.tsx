import styled, { css } from 'styled-components';
import type { ReactNode } from 'react';
import type { BracketGame, BracketSchool } from '@fanlift/core/web';
import { countdown, formatKickoff } from '../time';
import { thumbOnMobile } from '../../../ui/thumb';

export interface SideView {
  school: BracketSchool | null;
  seed: number | null;
  score: number | null;
  /** Shown when the real team is not known yet: the fan's pick for the feeder, or "Winner of …". */
  placeholder: string;
}

export interface GameCardProps {
  game: BracketGame;
  title: string;
  top: SideView;
  bottom: SideView;
  pick: number | null;
  /** The server's clock now (ms). */
  now: number;
  readOnly: boolean;
  saving: boolean;
  onPick?: (schoolId: number) => void;
  /** Extra controls under the teams (the admin's result form). */
  footer?: ReactNode;
}

/** One bracket game: kickoff (viewer's time zone) with a countdown, its two teams as pick buttons, the result. */
export function GameCard({
  game,
  title,
  top,
  bottom,
  pick,
  now,
  readOnly,
  saving,
  onPick,
  footer,
}: GameCardProps) {
  const kickoff = new Date(game.kickoffAt).getTime();
  const locked = game.locked || now >= kickoff;
  const decided = game.winnerSchoolId !== null;
  const status = decided ? 'Final' : locked ? 'Locked' : `Locks in ${countdown(kickoff - now)}`;
  return (
    <Card data-testid={`bracket-game-${game.code}`} aria-busy={saving} $locked={locked}>
      <Head>
        <strong>{title}</strong>
        <Status $tone={decided ? 'final' : locked ? 'locked' : 'open'} data-testid="game-status">
          {status}
        </Status>
      </Head>
      <Kickoff dateTime={game.kickoffAt} data-testid="kickoff">
        {formatKickoff(game.kickoffAt)}
      </Kickoff>
      <Sides>
        {[top, bottom].map((s, i) => {
          const id = s.school?.id ?? null;
          const picked = id !== null && pick === id;
          const won = decided && id !== null && game.winnerSchoolId === id;
          const mark = picked && decided ? (won ? 'correct' : 'wrong') : null;
          const name = s.school?.shortName ?? s.placeholder;
          return (
            <li key={i}>
              <Team
                type="button"
                aria-pressed={picked}
                disabled={readOnly || locked || id === null || saving}
                onClick={() => id !== null && !picked && onPick?.(id)}
                $picked={picked}
                $won={won}
                $mark={mark}
                data-testid={`pick-${game.code}-${i === 0 ? 'top' : 'bottom'}`}
              >
                <Swatch style={{ background: s.school?.primaryColor ?? 'transparent' }} aria-hidden />
                {s.seed !== null && (
                  <Seed>
                    <span className="visually-hidden">Seed </span>
                    {s.seed}
                  </Seed>
                )}
                <Name $unknown={id === null}>{name}</Name>
                {s.score !== null && (
                  <Score>
                    <span className="visually-hidden">, score </span>
                    {s.score}
                  </Score>
                )}
                {mark && <Mark aria-hidden>{mark === 'correct' ? '✓' : '✗'}</Mark>}
                <span className="visually-hidden">
                  {id === null ? ' (not known yet)' : ''}
                  {picked ? ', your pick' : ''}
                  {won ? ', won' : ''}
                  {mark === 'wrong' ? ', lost' : ''}
                </span>
              </Team>
            </li>
          );
        })}
      </Sides>
      {footer}
    </Card>
  );
}

const Card = styled.article<{ $locked: boolean }>`
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  box-shadow: ${({ theme }) => theme.shadows.card};
  padding: 10px 12px;
  display: flex;
  flex-direction: column;
  gap: 6px;
  min-width: 0;
  ${({ $locked, theme }) =>
    $locked &&
    css`
      background: ${theme.colors.surfaceMuted};
    `}
`;
const Head = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: space-between;
  gap: 2px 8px;
  font-size: 13px;
  strong {
    color: ${({ theme }) => theme.colors.navy900};
  }
`;
const Status = styled.span<{ $tone: 'open' | 'locked' | 'final' }>`
  font-size: 12px;
  font-weight: 700;
  white-space: nowrap;
  color: ${({ $tone, theme }) =>
    $tone === 'open'
      ? theme.colors.success
      : $tone === 'final'
        ? theme.colors.navy700
        : theme.colors.textMuted};
`;
const Kickoff = styled.time`
  font-size: 12px;
  color: ${({ theme }) => theme.colors.textMuted};
`;
const Sides = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: flex;
  flex-direction: column;
  gap: 4px;
`;
const Team = styled.button<{ $picked: boolean; $won: boolean; $mark: 'correct' | 'wrong' | null }>`
  width: 100%;
  min-height: 40px;
  ${thumbOnMobile}
  display: flex;
  align-items: center;
  gap: 8px;
  padding: 6px 8px;
  font: inherit;
  font-size: 14px;
  text-align: left;
  border-radius: ${({ theme }) => theme.radii.sm};
  border: 1px solid ${({ theme }) => theme.colors.controlBorder};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.text};
  cursor: pointer;
  &:hover:not(:disabled) {
    border-color: ${({ theme }) => theme.colors.navy700};
  }
  &:focus-visible {
    outline: 3px solid ${({ theme }) => theme.colors.focus};
    outline-offset: 1px;
  }
  &:disabled {
    cursor: default;
    border-color: ${({ theme }) => theme.colors.border};
  }
  ${({ $picked, theme }) =>
    $picked &&
    css`
      border: 2px solid ${theme.colors.navy800};
      background: ${theme.colors.accentSoft};
      font-weight: 700;
      &:disabled {
        border-color: ${theme.colors.navy600};
      }
    `}
  ${({ $won }) =>
    $won &&
    css`
      font-weight: 800;
    `}
`;
const Swatch = styled.span`
  width: 6px;
  align-self: stretch;
  border-radius: 3px;
  flex: none;
`;
const Seed = styled.span`
  font-size: 12px;
  color: ${({ theme }) => theme.colors.textMuted};
  min-width: 16px;
`;
const Name = styled.span<{ $unknown: boolean }>`
  flex: 1;
  min-width: 0;
  overflow: hidden;
  text-overflow: ellipsis;
  white-space: nowrap;
  ${({ $unknown, theme }) =>
    $unknown &&
    css`
      color: ${theme.colors.textMuted};
      font-style: italic;
    `}
`;
const Score = styled.span`
  font-variant-numeric: tabular-nums;
  font-weight: 700;
`;
const Mark = styled.span`
  font-weight: 800;
`;
