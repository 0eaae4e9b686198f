import { expect } from 'chai';
import { QueryTypes } from 'sequelize';
import { fileApi } from '../helpers/api';
import { testDb } from '../helpers/db';
import { fundWallet, signedInUser } from '../factories';

interface Tx {
  id: number;
  likes: number;
  createdAt: string;
}

describe('api: wallet history is newest first by createdAt, then id', () => {
  const api = fileApi();

  it('orders by createdAt (not by id), breaks ties by id, and pages on in the same order', async () => {
    const { agent, me: fan } = await signedInUser(api, 'fan', { tag: 'history' });
    for (const likes of [1, 2, 3, 4]) await fundWallet(fan.id, likes);
    const ids = (
      await testDb().sequelize.query<{ id: number; likes: number }>(
        `SELECT id, likes FROM wallet_transactions WHERE user_id = $1 ORDER BY id`,
        { bind: [fan.id], type: QueryTypes.SELECT },
      )
    ).map((r) => Number(r.id));
    expect(ids).to.have.length(4);
    // Dated out of id order (as backdated history is): likes 1 newest, 3 and 4 at the same instant, 2 oldest.
    const at = [
      '2024-05-04T10:00:00Z',
      '2024-05-01T10:00:00Z',
      '2024-05-02T10:00:00Z',
      '2024-05-02T10:00:00Z',
    ];
    for (let i = 0; i < 4; i++)
      await testDb().sequelize.query(`UPDATE wallet_transactions SET created_at = $1 WHERE id = $2`, {
        bind: [at[i], ids[i]],
      });

    const res = await agent.get(`/api/walletTransactions/${fan.id}`);
    expect(res.status).to.equal(200);
    const got = (res.body.transactions as Tx[]).map((t) => t.likes);
    expect(got).to.deep.equal([1, 4, 3, 2]);
    const times = (res.body.transactions as Tx[]).map((t) => t.createdAt);
    expect(times).to.deep.equal([...times].sort().reverse());
    expect(res.body.balance).to.equal(10);

    // Paging: two at a time, continuing after the last one seen.
    const first = await agent.get(`/api/walletTransactions/${fan.id}`).query({ limit: 2 });
    expect((first.body.transactions as Tx[]).map((t) => t.likes)).to.deep.equal([1, 4]);
    const last = (first.body.transactions as Tx[]).at(-1)!;
    const next = await agent.get(`/api/walletTransactions/${fan.id}`).query({ limit: 2, before: last.id });
    expect((next.body.transactions as Tx[]).map((t) => t.likes)).to.deep.equal([3, 2]);
  });
});
