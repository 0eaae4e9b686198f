import { expect } from 'chai';
import { select } from '../helpers/db';
import { signInCookie } from '../helpers/games';
import { startProcess, type RunningProcess } from '../helpers/processes';
import { fundWallet, sendLikes } from '../factories';

const CREDITS = 2_600;
const SENDS = 500;
const HEADER = 'Date,Type,Status,Likes,Description,Transaction ID';

interface TxRow {
  id: string;
  type: string;
  likes: number;
  created_at: Date;
}

/** Issue 27: the wallet CSV comes from the server, every transaction, streamed from a cursor. */
describe('wallet: the CSV export streams every transaction', function () {
  this.timeout(240_000);
  let api: RunningProcess;
  let fan: { id: number; cookie: string };
  let athleteId: number;

  before(async () => {
    api = await startProcess('api');
    fan = await signInCookie(api.url, { tag: 'wallet-csv' });
    [{ id: athleteId }] = await select<{ id: number }>('SELECT min(id)::int AS id FROM athlete_profiles');
    // Through the ledger services, as the commands post them: credits, then sends (3,100 transactions).
    // A few at a time (they queue on the wallet's row lock; the round trips overlap).
    const inBatches = async (n: number, post: (i: number) => Promise<unknown>) => {
      for (let i = 0; i < n; i += 10)
        await Promise.all(Array.from({ length: Math.min(10, n - i) }, (_, k) => post(i + k)));
    };
    await inBatches(CREDITS, (i) => fundWallet(fan.id, 1 + (i % 3)));
    await inBatches(SENDS, () => sendLikes(fan.id, `athlete:${athleteId}`, 1));
  });
  after(async () => {
    await api?.kill();
  });

  it('answers all of them, newest first, in one streamed file, while the api answers other requests', async () => {
    const expected = await select<TxRow>(
      `SELECT id::text, type, likes, created_at FROM wallet_transactions WHERE user_id = $1
        ORDER BY created_at DESC, id DESC`,
      [fan.id],
    );
    expect(expected).to.have.length(CREDITS + SENDS);

    const res = await fetch(`${api.url}/api/wallet/transactions.csv`, { headers: { cookie: fan.cookie } });
    expect(res.status).to.equal(200);
    expect(res.headers.get('content-type')).to.match(/^text\/csv/);
    expect(res.headers.get('content-disposition')).to.match(
      /^attachment; filename="?fanlift-wallet-\d{4}-\d\d-\d\d\.csv"?$/,
    );
    expect(res.headers.get('content-length')).to.equal(null); // chunked: written as the cursor reads
    const reader = res.body!.getReader();
    const decoder = new TextDecoder('utf-8', { ignoreBOM: true });
    const first = await reader.read();
    let text = decoder.decode(first.value, { stream: true });

    // The download is open and not read on (its cursor waits on backpressure): other requests are answered.
    const t0 = performance.now();
    const [health, balance] = await Promise.all([
      fetch(`${api.url}/healthz`),
      fetch(`${api.url}/api/wallet/balance`, {
        headers: { cookie: fan.cookie, 'X-Requested-With': 'XMLHttpRequest' },
      }),
    ]);
    expect(health.status).to.equal(200);
    expect(balance.status).to.equal(200);
    const { balance: likes } = (await balance.json()) as { balance: number };
    expect(performance.now() - t0, 'other requests during the export (ms)').to.be.below(2_000);

    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      text += decoder.decode(value, { stream: true });
    }
    text += decoder.decode();
    expect(text.charCodeAt(0)).to.equal(0xfeff); // a byte-order mark for spreadsheets
    const lines = text.slice(1).trimEnd().split('\n');
    expect(lines[0]).to.equal(HEADER);
    const rows = lines.slice(1).map((l) => l.split(','));
    expect(rows).to.have.length(expected.length);
    expect(rows.map((r) => r[5])).to.deep.equal(expected.map((t) => t.id));
    expect(rows.map((r) => r[0])).to.deep.equal(expected.map((t) => new Date(t.created_at).toISOString()));
    expect(rows.map((r) => Number(r[3]))).to.deep.equal(
      expected.map((t) => (t.type === 'used' ? -t.likes : t.likes)),
    );
    expect(new Set(rows.map((r) => r[1]))).to.deep.equal(new Set(['Gift', 'Sent']));
    // The file adds up to the wallet's balance (SPEC §4 rule: every row is succeeded here).
    expect(rows.reduce((sum, r) => sum + Number(r[3]), 0)).to.equal(likes);
  });

  it('holds only the signed-in user’s own transactions, and needs a session', async () => {
    const other = await signInCookie(api.url, { tag: 'wallet-csv-other' });
    await fundWallet(other.id, 7);
    const res = await fetch(`${api.url}/api/wallet/transactions.csv`, { headers: { cookie: other.cookie } });
    expect(res.status).to.equal(200);
    const lines = (await res.text()).trimEnd().split('\n');
    expect(lines).to.have.length(2);
    expect(lines[1].split(',').slice(1, 4)).to.deep.equal(['Gift', 'Succeeded', '7']);
    const anonymous = await fetch(`${api.url}/api/wallet/transactions.csv`);
    expect(anonymous.status).to.equal(401);
  });
});
