import { expect } from 'chai';
import {
  applyPick,
  bracketStructure,
  doublingRoundPoints,
  isKickedOff,
  pickError,
  projectedSides,
  rankEntries,
  scorePicks,
  type BracketFacts,
  type Picks,
} from './brackets';

const cfp = bracketStructure('cfp');
const mbb = bracketStructure('mbb');
// School id = 100 + seed for the CFP.
const cfpFacts = (results: BracketFacts['results'] = {}): BracketFacts => ({
  teams: Object.fromEntries(cfp.teams.map((t) => [t.key, 100 + t.seed])),
  results,
});
const never = () => false;

describe('bracket structures', () => {
  it('CFP: 12 teams, 11 games, byes for seeds 1-4, first round 5v12 6v11 7v10 8v9', () => {
    expect(cfp.teams).to.have.length(12);
    expect(cfp.games).to.have.length(11);
    expect(cfp.games.filter((g) => g.round === 0).map((g) => [g.top, g.bottom])).to.deep.equal([
      [{ team: '8' }, { team: '9' }],
      [{ team: '5' }, { team: '12' }],
      [{ team: '6' }, { team: '11' }],
      [{ team: '7' }, { team: '10' }],
    ]);
    const qf = cfp.games.filter((g) => g.round === 1);
    expect(qf.map((g) => g.top)).to.deep.equal([{ team: '1' }, { team: '4' }, { team: '3' }, { team: '2' }]);
    expect(cfp.games.find((g) => g.code === 'F')?.round).to.equal(3);
  });

  it('men: 68 teams, 67 games, First Four feeding 16 and 11 lines, four regions of 15 games', () => {
    expect(mbb.teams).to.have.length(68);
    expect(new Set(mbb.teams.map((t) => t.key)).size).to.equal(68);
    expect(mbb.games).to.have.length(67);
    expect(mbb.games.filter((g) => g.round === 0)).to.have.length(4);
    for (const r of mbb.regions)
      expect(mbb.games.filter((g) => g.region === r && g.round > 0)).to.have.length(15);
    const perRound = mbb.rounds.map((_, i) => mbb.games.filter((g) => g.round === i).length);
    expect(perRound).to.deep.equal([4, 32, 16, 8, 4, 2, 1]);
    // Every winner feeds exactly one later game, except the champion.
    const fed = mbb.games
      .flatMap((g) => [g.top, g.bottom])
      .flatMap((s) => ('winnerOf' in s ? [s.winnerOf] : []));
    expect(new Set(fed).size).to.equal(fed.length);
    expect(fed).to.have.length(66);
    // Feeders come first.
    const seen = new Set<string>();
    for (const g of mbb.games) {
      for (const s of [g.top, g.bottom]) if ('winnerOf' in s) expect(seen.has(s.winnerOf)).to.equal(true);
      seen.add(g.code);
    }
  });

  it('round points double from the base', () => {
    expect(doublingRoundPoints(4, 10)).to.deep.equal([10, 20, 40, 80]);
  });
});

describe('bracket picks', () => {
  it('a pick must name a side of the game; later games offer the fan’s own feeder picks', () => {
    const facts = cfpFacts();
    expect(pickError(cfp, facts, {}, 'R1-1', 108, never)).to.equal(null);
    expect(pickError(cfp, facts, {}, 'R1-1', 105, never)).to.equal('not_in_game');
    expect(pickError(cfp, facts, {}, 'QF-1', 109, never)).to.equal('not_in_game');
    expect(pickError(cfp, facts, { 'R1-1': 109 }, 'QF-1', 109, never)).to.equal(null);
    expect(pickError(cfp, facts, {}, 'QF-1', 101, never)).to.equal(null);
    expect(pickError(cfp, facts, {}, 'NOPE', 101, never)).to.equal('unknown_game');
    expect(pickError(cfp, facts, {}, 'R1-1', 108, (c) => c === 'R1-1')).to.equal('locked');
  });

  it('a posted result replaces the fan’s feeder pick as the side', () => {
    const facts = cfpFacts({ 'R1-1': 108 });
    expect(projectedSides(cfp, facts, { 'R1-1': 109 })['QF-1']).to.deep.equal({ top: 101, bottom: 108 });
  });

  it('changing a pick clears the later picks that followed from it, but not locked ones', () => {
    const facts = cfpFacts();
    let picks: Picks = {};
    for (const [code, id] of [
      ['R1-1', 109],
      ['QF-1', 109],
      ['R1-2', 105],
      ['QF-2', 105],
      ['SF-1', 109],
      ['F', 109],
    ] as const)
      picks = applyPick(cfp, facts, picks, code, id, never).picks;
    const changed = applyPick(cfp, facts, picks, 'R1-1', 108, never);
    expect(changed.removed).to.deep.equal(['QF-1', 'SF-1', 'F']);
    expect(changed.picks).to.deep.equal({ 'R1-1': 108, 'R1-2': 105, 'QF-2': 105 });
    const keepLocked = applyPick(cfp, facts, picks, 'R1-1', 108, (c) => c === 'F');
    expect(keepLocked.removed).to.deep.equal(['QF-1', 'SF-1']);
    expect(keepLocked.picks.F).to.equal(109);
  });

  it('locks at kickoff: one millisecond before is open, the instant itself is locked', () => {
    const kickoff = '2026-01-01T17:00:00.000Z';
    expect(isKickedOff(kickoff, new Date('2026-01-01T16:59:59.999Z'))).to.equal(false);
    expect(isKickedOff(kickoff, new Date(kickoff))).to.equal(true);
    expect(isKickedOff(kickoff, new Date('2026-01-01T17:00:01Z'))).to.equal(true);
  });
});

describe('bracket scoring', () => {
  // The real 2024-25 CFP (seed → winner): 8 OSU, 5 Texas, 6 Penn State, 7 Notre Dame; OSU over 1 Oregon,
  // Texas over 4 Arizona State, Penn State over 3 Boise State, Notre Dame over 2 Georgia; OSU and Notre Dame
  // in the final, Ohio State champion (34-23: 57 points).
  const answer = {
    'R1-1': 108,
    'R1-2': 105,
    'R1-3': 106,
    'R1-4': 107,
    'QF-1': 108,
    'QF-2': 105,
    'QF-3': 106,
    'QF-4': 107,
    'SF-1': 108,
    'SF-2': 107,
    F: 108,
  };
  const points = doublingRoundPoints(4, 10);

  it('a perfect bracket scores every round: 4×10 + 4×20 + 2×40 + 80 = 280', () => {
    const s = scorePicks(cfp, points, answer, answer);
    expect(s).to.deep.equal({ total: 280, correct: 11, decided: 11, byRound: [40, 80, 80, 80] });
  });

  it('a full bracket of favourites against the known answer', () => {
    // Chalk: every better seed wins.
    const chalk: Picks = {
      'R1-1': 108, 'R1-2': 105, 'R1-3': 106, 'R1-4': 107,
      'QF-1': 101, 'QF-2': 104, 'QF-3': 103, 'QF-4': 102,
      'SF-1': 101, 'SF-2': 102, F: 101,
    }; // prettier-ignore
    const s = scorePicks(cfp, points, answer, chalk);
    expect(s).to.deep.equal({ total: 40, correct: 4, decided: 11, byRound: [40, 0, 0, 0] });
    // Half the season played: only decided games count.
    const half = scorePicks(cfp, points, { 'R1-1': 108, 'R1-2': 105, 'QF-1': 108 }, answer);
    expect(half.total).to.equal(40);
  });

  it('a full men’s bracket: perfect = 6 rounds of 640 + the First Four', () => {
    const teams = Object.fromEntries(mbb.teams.map((t, i) => [t.key, i + 1]));
    const results: Record<string, number> = {};
    for (const g of mbb.games) {
      const sides = projectedSides(mbb, { teams, results }, {})[g.code];
      results[g.code] = sides.top!; // the top side always wins
    }
    const pts = doublingRoundPoints(7, 10);
    const s = scorePicks(mbb, pts, results, results);
    expect(s.byRound).to.deep.equal([40, 640, 640, 640, 640, 640, 640]);
    expect(s.total).to.equal(3880);
  });

  it('ranks by score, then tiebreaker distance, sharing equal ranks', () => {
    const ranked = rankEntries(
      [
        { id: 1, score: 40, tiebreaker: 50 },
        { id: 2, score: 80, tiebreaker: null },
        { id: 3, score: 40, tiebreaker: 60 },
        { id: 4, score: 40, tiebreaker: 54 },
        { id: 5, score: 10, tiebreaker: 57 },
      ],
      57,
    );
    expect(ranked.map((e) => [e.id, e.rank])).to.deep.equal([
      [2, 1],
      [3, 2],
      [4, 2],
      [1, 4],
      [5, 5],
    ]);
    expect(
      rankEntries(
        [
          { id: 1, score: 0, tiebreaker: 1 },
          { id: 2, score: 0, tiebreaker: 2 },
        ],
        null,
      ).map((e) => e.rank),
    ).to.deep.equal([1, 1]);
  });
});
