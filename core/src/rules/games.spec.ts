import { expect } from 'chai';
import { applyGameEvent, type GameState } from './games';

const live: GameState = {
  sport: 'football',
  status: 'live',
  homeScore: 7,
  awayScore: 3,
  period: 2,
  clockSeconds: 600,
  possession: 'home',
  down: 1,
  distance: 10,
  ballOn: 25,
};

describe('game event rules', () => {
  it('takes a scheduled game live at the full first period, then final', () => {
    const s = applyGameEvent(
      { ...live, status: 'scheduled', period: 0, clockSeconds: null },
      { kind: 'status', status: 'live' },
    );
    expect(s.ok && s.next).to.include({ status: 'live', period: 1, clockSeconds: 900 });
    const f = applyGameEvent(live, { kind: 'status', status: 'final' });
    expect(f.ok && f.next.status).to.equal('final');
  });

  it('adds a scoring play to its team and records the play with the running score', () => {
    const r = applyGameEvent(live, {
      kind: 'play',
      playKind: 'td',
      description: 'TD',
      team: 'away',
      points: 7,
    });
    expect(r.ok).to.equal(true);
    if (!r.ok) return;
    expect([r.next.homeScore, r.next.awayScore]).to.deep.equal([7, 10]);
    expect(r.play).to.include({ homeScore: 7, awayScore: 10, period: 2, clockSeconds: 600, points: 7 });
  });

  it('refuses what is out of order or invalid, with a code and a sentence', () => {
    const cases: [Parameters<typeof applyGameEvent>[1], string][] = [
      [{ kind: 'score', homeScore: 6, awayScore: 3 }, 'out_of_order'],
      [{ kind: 'clock', period: 2, clockSeconds: 700 }, 'out_of_order'],
      [{ kind: 'clock', period: 1, clockSeconds: 100 }, 'out_of_order'],
      [{ kind: 'clock', period: 3, clockSeconds: 1000 }, 'invalid_event'],
      [{ kind: 'status', status: 'live' }, 'out_of_order'],
      [{ kind: 'play', playKind: 'fg', description: 'FG', points: 3 }, 'invalid_event'],
    ];
    for (const [event, code] of cases) {
      const r = applyGameEvent(live, event);
      expect(r.ok, JSON.stringify(event)).to.equal(false);
      if (!r.ok) {
        expect(r.code).to.equal(code);
        expect(r.message).to.be.a('string').and.not.empty;
      }
    }
    const final = applyGameEvent({ ...live, status: 'final' }, { kind: 'score', homeScore: 9, awayScore: 3 });
    expect(!final.ok && final.code).to.equal('game_final');
    const early = applyGameEvent(
      { ...live, status: 'scheduled' },
      { kind: 'score', homeScore: 9, awayScore: 3 },
    );
    expect(!early.ok && early.code).to.equal('not_live');
    const bb = applyGameEvent(
      { ...live, sport: 'basketball' },
      { kind: 'clock', period: 2, clockSeconds: 500, down: 2 },
    );
    expect(!bb.ok && bb.code).to.equal('invalid_event');
  });
});
