import { expect } from 'chai';
import { QueryTypes } from 'sequelize';
import { startProcess, type RunningProcess } from '../helpers/processes';
import { testDb } from '../helpers/db';
import { waitFor } from '../helpers/wait';

describe('demo replay: a newcomer sees a live game of each sport', function () {
  this.timeout(120_000);
  let worker: RunningProcess;

  after(async () => {
    await worker?.kill();
  });

  it('takes a seeded demo game of each sport live within a minute of the worker starting and ticks it through the worker', async () => {
    const { sequelize } = testDb();
    const demo = await sequelize.query<{ n: number }>(`SELECT count(*)::int AS n FROM games WHERE demo`, {
      type: QueryTypes.SELECT,
    });
    expect(demo[0].n, 'the seed plans demo games').to.be.greaterThan(0);
    const started = Date.now();
    worker = await startProcess('worker', { DEMO_REPLAY: 'true', DEMO_TICK_MS: '500' });
    const live = () =>
      sequelize.query<{ id: number; sport: string; eventSeq: number; plays: number }>(
        `SELECT g.id, g.sport, g.event_seq AS "eventSeq",
                (SELECT count(*)::int FROM game_plays p WHERE p.game_id = g.id) AS plays
           FROM games g WHERE g.demo AND g.status = 'live'`,
        { type: QueryTypes.SELECT },
      );
    const both = await waitFor(
      async () => {
        const rows = await live();
        return new Set(rows.map((r) => r.sport)).size === 2 ? rows : null;
      },
      { timeout: 60_000, interval: 250, message: 'a live demo game of each sport' },
    );
    console.log(
      `      both sports live ${((Date.now() - started) / 1000).toFixed(1)} s after the worker was spawned`,
    );
    // It ticks: plays and applied events grow for each game (staged and applied through the games queue).
    await waitFor(
      async () => {
        const rows = await live();
        return both.every((b) => {
          const now = rows.find((r) => r.id === b.id);
          return now && now.plays >= b.plays + 2 && now.eventSeq > b.eventSeq;
        });
      },
      { timeout: 30_000, interval: 250, message: 'demo games ticking' },
    );
    const events = await sequelize.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM game_events e JOIN games g ON g.id = e.game_id WHERE g.demo AND e.status = 'applied'`,
      { type: QueryTypes.SELECT },
    );
    expect(events[0].n).to.be.greaterThan(4);
  });
});
