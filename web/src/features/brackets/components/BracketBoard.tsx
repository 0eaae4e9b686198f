import { useMemo, useState } from 'react';
import styled, { css } from 'styled-components';
import {
  bracketStructure,
  projectedSides,
  type BracketFacts,
  type BracketGame,
  type BracketSchool,
  type BracketView,
  type SlotSource,
} from '@fanlift/core/web';
import { AdminResultForm } from './AdminResultForm';
import { GameCard, type SideView } from './GameCard';
import { PillToggle } from '../../../ui/choice';

interface Section {
  key: string;
  label: string;
  games: BracketGame[];
}

export interface BracketBoardProps {
  view: BracketView;
  picks: Record<string, number>;
  now: number;
  readOnly: boolean;
  savingCode: string | null;
  onPick?: (game: BracketGame, schoolId: number, title: string) => void;
  /** Admins: a result form on each kicked-off game without a result. */
  onResultPosted?: () => void;
}

const MBB_SHORT = ['First Four', 'R64', 'R32', 'Sweet 16', 'Elite Eight', 'Final Four', 'Championship'];

/** Short title of a game: its bowl name, or its round and place ("R64 game 3", "Final Four 1"). */
export function gameTitle(view: BracketView, g: BracketGame): string {
  if (g.name) return g.name;
  if (view.bracket.kind === 'mbb') {
    const short = MBB_SHORT[g.round] ?? `Round ${g.round + 1}`;
    if (g.round === 6) return short;
    return g.region && g.round > 0 ? `${short} game ${g.position}` : `${short} ${g.position}`;
  }
  const round = view.bracket.rounds[g.round]?.name ?? `Round ${g.round + 1}`;
  return `${round} ${g.position}`;
}

/**
 * The bracket: sections (the men's regions, First Four and Final Four; one section for the CFP), each with its
 * rounds as columns on a desktop and one round at a time, chosen with tabs, on a phone (< 992 px).
 */
export function BracketBoard({
  view,
  picks,
  now,
  readOnly,
  savingCode,
  onPick,
  onResultPosted,
}: BracketBoardProps) {
  const structure = bracketStructure(view.bracket.kind);
  const schools = useMemo(
    () => new Map<number, BracketSchool>(view.teams.map((t) => [t.school.id, t.school])),
    [view],
  );
  const seeds = useMemo(() => new Map(view.teams.map((t) => [t.school.id, t.seed])), [view]);
  const byCode = useMemo(() => new Map(view.games.map((g) => [g.code, g])), [view]);
  const sides = useMemo(() => {
    const facts: BracketFacts = {
      teams: Object.fromEntries(view.teams.map((t) => [t.key, t.school.id])),
      results: Object.fromEntries(view.games.map((g) => [g.code, g.winnerSchoolId])),
    };
    return projectedSides(structure, facts, picks);
  }, [structure, view, picks]);

  const sections = useMemo<Section[]>(() => {
    if (view.bracket.kind === 'cfp') return [{ key: 'all', label: 'Bracket', games: view.games }];
    return [
      { key: 'first-four', label: 'First Four', games: view.games.filter((g) => g.round === 0) },
      ...view.bracket.regions.map((r) => ({
        key: r.toLowerCase(),
        label: r,
        games: view.games.filter((g) => g.region === r && g.round > 0),
      })),
      { key: 'final-four', label: 'Final Four', games: view.games.filter((g) => g.region === null) },
    ];
  }, [view]);
  const [sectionKey, setSectionKey] = useState(sections[0].key);
  const section = sections.find((s) => s.key === sectionKey) ?? sections[0];
  const rounds = [...new Set(section.games.map((g) => g.round))].sort((a, b) => a - b);
  const [mobileRound, setMobileRound] = useState<number | null>(null);
  const activeRound = mobileRound !== null && rounds.includes(mobileRound) ? mobileRound : rounds[0];

  const sideView = (src: SlotSource, schoolId: number | null): SideView => ({
    school: schoolId === null ? null : (schools.get(schoolId) ?? null),
    seed: schoolId === null ? null : (seeds.get(schoolId) ?? null),
    score: null,
    placeholder:
      'winnerOf' in src
        ? `Winner of ${gameTitle(view, byCode.get(src.winnerOf) ?? view.games[0])}`
        : 'To be decided',
  });

  return (
    <div>
      {sections.length > 1 && (
        <Tabs role="group" aria-label="Bracket section">
          {sections.map((s) => (
            <Tab
              key={s.key}
              type="button"
              aria-pressed={s.key === section.key}
              onClick={() => setSectionKey(s.key)}
              data-testid={`bracket-section-${s.key}`}
            >
              {s.label}
            </Tab>
          ))}
        </Tabs>
      )}
      {rounds.length > 1 && (
        <RoundTabs role="group" aria-label="Round">
          {rounds.map((r) => (
            <Tab
              key={r}
              type="button"
              aria-pressed={r === activeRound}
              onClick={() => setMobileRound(r)}
              data-testid={`bracket-round-${r}`}
            >
              {view.bracket.rounds[r]?.name}
            </Tab>
          ))}
        </RoundTabs>
      )}
      <Columns $count={rounds.length}>
        {rounds.map((r) => {
          const info = view.bracket.rounds[r];
          return (
            <Column key={r} $active={r === activeRound} aria-labelledby={`round-${section.key}-${r}`}>
              <RoundHead id={`round-${section.key}-${r}`}>
                {info?.name}
                <span>
                  {info?.points} {info?.points === 1 ? 'pt' : 'pts'} each
                </span>
              </RoundHead>
              <GameList>
                {section.games
                  .filter((g) => g.round === r)
                  .map((g) => {
                    const s = sides[g.code];
                    const top = sideView(g.top.from, s?.top ?? null);
                    const bottom = sideView(g.bottom.from, s?.bottom ?? null);
                    if (g.top.schoolId !== null) top.score = g.top.score;
                    if (g.bottom.schoolId !== null) bottom.score = g.bottom.score;
                    const title = gameTitle(view, g);
                    return (
                      <li key={g.code}>
                        <GameCard
                          game={g}
                          title={title}
                          top={top}
                          bottom={bottom}
                          pick={picks[g.code] ?? null}
                          now={now}
                          readOnly={readOnly}
                          saving={savingCode === g.code}
                          onPick={(id) => onPick?.(g, id, title)}
                          footer={
                            onResultPosted &&
                            g.locked &&
                            g.winnerSchoolId === null &&
                            g.top.schoolId !== null &&
                            g.bottom.schoolId !== null ? (
                              <AdminResultForm
                                kind={view.bracket.kind}
                                code={g.code}
                                top={schools.get(g.top.schoolId)!}
                                bottom={schools.get(g.bottom.schoolId)!}
                                onPosted={onResultPosted}
                              />
                            ) : undefined
                          }
                        />
                      </li>
                    );
                  })}
              </GameList>
            </Column>
          );
        })}
      </Columns>
    </div>
  );
}

const Tabs = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 8px;
  margin-bottom: 12px;
`;
const RoundTabs = styled(Tabs)`
  ${({ theme }) => theme.media.desktop} {
    display: none;
  }
`;
const Tab = PillToggle;
const Columns = styled.div<{ $count: number }>`
  display: grid;
  gap: 16px;
  grid-template-columns: repeat(${({ $count }) => $count}, minmax(190px, 1fr));
  overflow-x: auto;
  ${({ theme }) => theme.media.mobile} {
    grid-template-columns: 1fr;
  }
`;
const Column = styled.section<{ $active: boolean }>`
  display: flex;
  flex-direction: column;
  gap: 8px;
  min-width: 0;
  ${({ theme, $active }) =>
    !$active &&
    css`
      ${theme.media.mobile} {
        display: none;
      }
    `}
`;
const RoundHead = styled.h3`
  margin: 0;
  font-size: 15px;
  font-weight: 800;
  color: ${({ theme }) => theme.colors.navy900};
  display: flex;
  justify-content: space-between;
  gap: 8px;
  span {
    font-size: 12px;
    font-weight: 600;
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;
const GameList = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: flex;
  flex-direction: column;
  justify-content: space-around;
  flex: 1;
  gap: 10px;
`;
