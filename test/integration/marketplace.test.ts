import { expect } from 'chai';
import { QueryTypes } from 'sequelize';
import { login, fileApi, uniqueEmail, type TestApi } from '../helpers/api';
import { testDb } from '../helpers/db';
import {
  countRows,
  expectLedgerInvariants,
  fanBalance,
  newKey,
  waitForCommandDone,
} from '../helpers/ledger-fixtures';
import { createAthlete, fundWallet } from '../factories';
import { fileWorker } from '../helpers/processes';

/**
 * Marketplace (issue 11): purchases are the server-priced `spend` command through the ledger, exactly once per
 * Idempotency-Key, never below zero stock; admins manage items; orders are their buyer's.
 */
describe('api + worker: marketplace', function () {
  this.timeout(120_000);
  const api = fileApi();
  fileWorker();
  let admin: ReturnType<TestApi['agent']>;
  before(async () => {
    admin = api.agent();
    await login(admin, 'admin@test.dev', 'fan');
  });
  afterEach(async () => {
    await expectLedgerInvariants();
  });

  async function newItem(over: Record<string, unknown> = {}) {
    const res = await admin.post('/api/admin/marketplace/items').send({
      title: `Signed ball ${Date.now()}`,
      description: 'A game ball signed by the team',
      category: 'signed',
      priceLikes: 7,
      stock: 5,
      ...over,
    });
    expect(res.status, JSON.stringify(res.body)).to.equal(201);
    return res.body as { id: number; priceLikes: number; stock: number };
  }

  async function fanWith(likes: number) {
    const agent = api.agent();
    const fan = await login(agent, uniqueEmail('buyer'), 'fan');
    if (likes) await fundWallet(fan.id, likes);
    return { agent, fan };
  }

  const buy = (agent: ReturnType<TestApi['agent']>, body: object, key = newKey()) =>
    agent.post('/api/marketplace/purchase').query({ wait: 1 }).set('Idempotency-Key', key).send(body);
  /** The fan's orders and wallet balance: what a refused purchase must leave as it was. */
  const ordersAndBalance = async (fanId: number) => ({
    orders: await countRows(`SELECT count(*) AS n FROM marketplace_orders WHERE user_id = $1`, [fanId]),
    balance: await fanBalance(fanId),
  });

  it('buys at the server price (a price or amount in the body is ignored), records the order and a receipt email', async () => {
    const item = await newItem({ priceLikes: 7, stock: 5 });
    const { agent, fan } = await fanWith(50);
    const res = await buy(agent, { itemId: item.id, quantity: 2, priceLikes: 1, likes: 1, amount: 1 });
    expect(res.status, JSON.stringify(res.body)).to.equal(200);
    expect(res.body.result.likes).to.equal(14);
    expect(res.body.result.balance).to.equal(36);
    expect(await fanBalance(fan.id)).to.equal(36);
    const orders = await agent.get('/api/marketplace/orders');
    expect(orders.body.orders).to.have.length(1);
    expect(orders.body.orders[0]).to.include({
      itemId: item.id,
      quantity: 2,
      unitPriceLikes: 7,
      totalLikes: 14,
    });
    expect(orders.body.orders[0].id).to.equal(res.body.result.orderId);
    const items = await agent.get('/api/marketplace/items');
    expect(items.body.items.find((i: { id: number }) => i.id === item.id).stock).to.equal(3);
    const receipts = await countRows(
      `SELECT count(*) AS n FROM emails WHERE idempotency_key = $1 AND user_id = $2`,
      [`marketplace-order:${res.body.result.orderId}`, fan.id],
    );
    expect(receipts).to.equal(1);
  });

  it('the same Idempotency-Key retried makes one order; another body with it is a 409', async () => {
    const item = await newItem({ priceLikes: 3, stock: 10 });
    const { agent, fan } = await fanWith(20);
    const key = newKey();
    const answers = await Promise.all([1, 2, 3].map(() => buy(agent, { itemId: item.id, quantity: 1 }, key)));
    for (const a of answers) expect([200, 202]).to.include(a.status);
    const again = await buy(agent, { itemId: item.id, quantity: 1 }, key);
    expect(again.status).to.equal(200);
    expect(again.body.replayed).to.equal(true);
    const other = await buy(agent, { itemId: item.id, quantity: 2 }, key);
    expect(other.status).to.equal(409);
    expect(other.body.error.code).to.equal('conflict');
    expect(await ordersAndBalance(fan.id)).to.deep.equal({ orders: 1, balance: 17 });
  });

  it('more than the balance: insufficient_balance, no order, stock unchanged', async () => {
    const item = await newItem({ priceLikes: 40, stock: 4 });
    const { agent, fan } = await fanWith(39);
    const res = await buy(agent, { itemId: item.id, quantity: 1 });
    expect(res.status).to.equal(409);
    expect(res.body.error.code).to.equal('insufficient_balance');
    expect(await ordersAndBalance(fan.id)).to.deep.equal({ orders: 0, balance: 39 });
    const [row] = await testDb().sequelize.query<{ stock: number }>(
      `SELECT stock FROM marketplace_items WHERE id = $1`,
      { bind: [item.id], type: QueryTypes.SELECT },
    );
    expect(row.stock).to.equal(4);
  });

  it('stock 3 and 10 concurrent buyers: exactly 3 orders, stock 0, the others out_of_stock and charged nothing', async () => {
    const item = await newItem({ priceLikes: 5, stock: 3 });
    const buyers = await Promise.all(Array.from({ length: 10 }, () => fanWith(10)));
    // All ten at once (without ?wait): the race is decided in the worker's transaction; a request that arrives
    // after the stock is gone may be refused by the api's early check instead (409 out_of_stock, nothing staged).
    const staged = await Promise.all(
      buyers.map((b) =>
        b.agent
          .post('/api/marketplace/purchase')
          .set('Idempotency-Key', newKey())
          .send({ itemId: item.id, quantity: 1 }),
      ),
    );
    for (const s of staged)
      if (s.status !== 202) expect(s.body.error?.code, JSON.stringify(s.body)).to.equal('out_of_stock');
    const commandIds = staged.filter((s) => s.status === 202).map((s) => s.body.commandId as string);
    const done = await Promise.all(commandIds.map((id) => waitForCommandDone(id, 60_000)));
    const applied = done.filter((c) => c.status === 'applied');
    expect(applied).to.have.length(3);
    for (const c of done.filter((d) => d.status === 'failed')) expect(c.error?.code).to.equal('out_of_stock');
    expect(
      await countRows(`SELECT count(*) AS n FROM marketplace_orders WHERE item_id = $1`, [item.id]),
    ).to.equal(3);
    const [row] = await testDb().sequelize.query<{ stock: number }>(
      `SELECT stock FROM marketplace_items WHERE id = $1`,
      { bind: [item.id], type: QueryTypes.SELECT },
    );
    expect(row.stock).to.equal(0);
    const balances = await Promise.all(buyers.map((b) => fanBalance(b.fan.id)));
    expect(balances.filter((b) => b === 5)).to.have.length(3);
    expect(balances.filter((b) => b === 10)).to.have.length(7);
    // Sold out now: answered at once.
    const late = await buy(buyers[0].agent, { itemId: item.id, quantity: 1 });
    expect(late.status).to.equal(409);
    expect(late.body.error.code).to.equal('out_of_stock');
  });

  it('hidden items are not on sale; fans cannot use the admin calls; orders are their buyer’s (IDOR)', async () => {
    const athlete = await createAthlete();
    const item = await newItem({ priceLikes: 2, stock: 2, athleteId: athlete.id });
    expect((item as unknown as { beneficiary: { kind: string } }).beneficiary.kind).to.equal('athlete');
    const { agent: a } = await fanWith(10);
    const { agent: b } = await fanWith(10);
    const bought = await buy(a, { itemId: item.id, quantity: 1 });
    const orderId = bought.body.result.orderId as number;
    expect((await a.get(`/api/marketplace/orders/${orderId}`)).status).to.equal(200);
    expect((await b.get(`/api/marketplace/orders/${orderId}`)).status).to.equal(404);
    expect((await b.get('/api/marketplace/orders')).body.orders).to.have.length(0);
    expect((await admin.get(`/api/marketplace/orders/${orderId}`)).status).to.equal(200);
    for (const call of [
      b.get('/api/admin/marketplace/items'),
      b.get('/api/admin/marketplace/orders'),
      b.post('/api/admin/marketplace/items').send({ title: 'x', category: 'merch', priceLikes: 1, stock: 1 }),
      b.patch(`/api/admin/marketplace/items/${item.id}`).send({ stock: 100 }),
    ])
      expect((await call).status).to.equal(403);

    const hide = await admin
      .patch(`/api/admin/marketplace/items/${item.id}`)
      .send({ hidden: true, stock: 9 });
    expect(hide.status).to.equal(200);
    expect(hide.body).to.include({ hidden: true, stock: 9 });
    const listed = await b.get('/api/marketplace/items');
    expect(listed.body.items.map((i: { id: number }) => i.id)).not.to.include(item.id);
    const refused = await buy(b, { itemId: item.id, quantity: 1 });
    expect(refused.status).to.equal(404);
    const negative = await admin.patch(`/api/admin/marketplace/items/${item.id}`).send({ stock: -1 });
    expect(negative.status).to.equal(400);
    const orders = await admin.get('/api/admin/marketplace/orders').query({ itemId: item.id });
    expect(orders.body.orders).to.have.length(1);
    expect(orders.body.orders[0].buyer.email).to.match(/@test\.dev$/);
  });
});
