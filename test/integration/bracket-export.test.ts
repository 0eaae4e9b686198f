import { readFileSync } from 'node:fs';
import { expect } from 'chai';
import { rankBracket } from '@fanlift/db';
import { bracketIdOf, resetDemoBrackets } from '../helpers/brackets';
import { signInCookie } from '../helpers/games';
import { select, testDb } from '../helpers/db';
import { startProcess, type RunningProcess } from '../helpers/processes';
import { waitFor } from '../helpers/wait';
import { ADMIN_EMAIL, bulkBracketEntries, removeBulkFans } from '../factories';

const TAG = 'csv-bulk';
const LATE = 'csv-late';
const FANS = 30_000;
const HEADER = 'rank,fanId,name,email,picksMade,picksTotal,tiebreaker,score,correct,updatedAt';

const rssMiB = (pid: number) =>
  Number(/VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1] ?? NaN) / 1024;

/** Issue 27: the participants CSV streams from a cursor, at bounded memory, without holding up the api. */
describe('brackets: the participants CSV streams', function () {
  this.timeout(240_000);
  let api: RunningProcess;
  let cookie: string;

  before(async () => {
    await resetDemoBrackets();
    await bulkBracketEntries(TAG, FANS, { games: 4 });
    await rankBracket(testDb().sequelize, await bracketIdOf('cfp'));
    await bulkBracketEntries(LATE, 2, { games: 0 }); // made after the ranking: listed last
    // A process of its own: its memory and event loop are the export's alone.
    api = await startProcess('api');
    ({ cookie } = await signInCookie(api.url, { email: ADMIN_EMAIL }));
  });
  after(async () => {
    await api?.kill();
    await removeBulkFans(TAG);
    await removeBulkFans(LATE);
    await resetDemoBrackets();
  });

  it('streams every participant in leaderboard order under the header, at bounded memory, while /healthz answers', async () => {
    const pid = api.child.pid!;
    const rss0 = rssMiB(pid);
    let rssMax = rss0;
    const sampler = setInterval(() => (rssMax = Math.max(rssMax, rssMiB(pid))), 20);
    let exporting = true;
    const health: number[] = [];
    const prober = (async () => {
      while (exporting) {
        const t0 = performance.now();
        const res = await fetch(`${api.url}/healthz`);
        await res.arrayBuffer();
        expect(res.status).to.equal(200);
        if (exporting) health.push(performance.now() - t0);
        await new Promise((r) => setTimeout(r, 10));
      }
    })();
    const t0 = performance.now();
    const res = await fetch(`${api.url}/api/admin/brackets/cfp/participants.csv`, { headers: { cookie } });
    expect(res.status).to.equal(200);
    expect(res.headers.get('content-type')).to.match(/^text\/csv/);
    expect(res.headers.get('content-length')).to.equal(null); // chunked: sent as it is read
    let firstByte = 0;
    let tail = '';
    const lines: string[] = [];
    const decoder = new TextDecoder();
    for await (const chunk of res.body!) {
      firstByte ||= performance.now() - t0;
      const parts = (tail + decoder.decode(chunk, { stream: true })).split('\n');
      tail = parts.pop()!;
      lines.push(...parts);
    }
    const total = performance.now() - t0;
    exporting = false;
    await prober;
    clearInterval(sampler);

    expect(lines[0]).to.equal(HEADER);
    const rows = lines.slice(1).map((l) => l.split(','));
    expect(rows).to.have.length(FANS + 2);
    const ranks = rows.map((r) => Number(r[0]));
    expect(ranks).to.deep.equal([...ranks].sort((a, b) => a - b));
    expect(new Set(rows.map((r) => r[1])).size).to.equal(FANS + 2);
    expect(rows.slice(-2).map((r) => r[3])).to.have.members([
      `${LATE}.1@fanlift.test`,
      `${LATE}.2@fanlift.test`,
    ]);
    // The first page of the admin list is the file's first rows.
    const page = await fetch(`${api.url}/api/admin/brackets/cfp/participants?limit=50`, {
      headers: { cookie },
    });
    const participants = (
      (await page.json()) as { participants: { fanId: number; rank: number; email: string }[] }
    ).participants;
    expect(rows.slice(0, 50).map((r) => [Number(r[0]), Number(r[1]), r[3]])).to.deep.equal(
      participants.map((p) => [p.rank, p.fanId, p.email]),
    );
    // Streamed: bytes flowed long before the end; memory held a batch, not the file (about 2.5 MiB here).
    expect(firstByte, `first byte ${firstByte} ms of ${total} ms`).to.be.below(total / 2);
    expect(rssMax - rss0, 'api RSS growth (MiB)').to.be.below(40);
    // The api served /healthz all along.
    health.sort((a, b) => a - b);
    console.log(
      `      ${FANS + 2} rows in ${total.toFixed(0)} ms (first byte ${firstByte.toFixed(0)} ms), ` +
        `api RSS +${(rssMax - rss0).toFixed(1)} MiB, /healthz ${health.length}x p50 ` +
        `${health[Math.floor(health.length / 2)]?.toFixed(1)} ms p99 ${health[Math.ceil(health.length * 0.99) - 1]?.toFixed(1)} ms`,
    );
    expect(health.length).to.be.at.least(5);
    expect(health[Math.floor(health.length / 2)]).to.be.below(50);
  });

  it('a client that goes away ends the cursor and gives its connection back', async () => {
    const exportQueries = async () =>
      (
        await select<{ n: number }>(
          `SELECT count(*)::int AS n FROM pg_stat_activity
            WHERE datname = current_database() AND pid <> pg_backend_pid() AND state <> 'idle'
              AND query LIKE '%FROM bracket_ranks r JOIN bracket_entries e%'`,
        )
      )[0].n;
    // More aborted downloads than the api's pool has connections (10).
    for (let i = 0; i < 12; i++) {
      const ac = new AbortController();
      const res = await fetch(`${api.url}/api/admin/brackets/cfp/participants.csv`, {
        headers: { cookie },
        signal: ac.signal,
      });
      const reader = res.body!.getReader();
      await reader.read();
      ac.abort();
      await reader.read().catch(() => undefined);
    }
    await waitFor(async () => (await exportQueries()) === 0, {
      timeout: 20_000,
      message: 'no export query left',
    });
    const page = await fetch(`${api.url}/api/admin/brackets/cfp/participants?limit=5`, {
      headers: { cookie },
      signal: AbortSignal.timeout(10_000),
    });
    expect(page.status).to.equal(200);
  });
});
