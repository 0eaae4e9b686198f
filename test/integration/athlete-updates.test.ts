import { randomUUID } from 'node:crypto';
import { expect } from 'chai';
import { QueryTypes } from 'sequelize';
import { createQueues } from '@fanlift/db';
import { fileApi } from '../helpers/api';
import { testDb } from '../helpers/db';
import { testEnv } from '../helpers/env';
import { fileWorker } from '../helpers/processes';
import { waitFor, waitForQueuesIdle } from '../helpers/wait';
import { claimApproved, createAthlete, give, signedInAdmin, signedInUser, type SignedIn } from '../factories';

const sql = <T extends object>(q: string, bind: unknown[] = []) =>
  testDb().sequelize.query<T>(q, { bind, type: QueryTypes.SELECT });

/** Emails of one update (or thanks) per user: [userId, status][]. */
const emailsOf = (keyPrefix: string) =>
  sql<{ userId: number; status: string; text: string }>(
    `SELECT user_id AS "userId", status, text FROM emails WHERE idempotency_key LIKE $1 ORDER BY user_id`,
    [`${keyPrefix}%`],
  );

const fanOutDone = (updateId: number) =>
  waitFor(
    async () =>
      (await sql(`SELECT 1 FROM athlete_updates WHERE id = $1 AND fanout_done_at IS NOT NULL`, [updateId]))
        .length > 0,
    { timeout: 20_000, message: `fan-out of update ${updateId}` },
  );

/**
 * Issue 29 items 1-2 through the api and a real worker: the owner of a claimed profile posts updates (everyone or
 * supporters only) and thanks fans; supporters-only posts are refused to a visitor and a fan who gave nothing;
 * one email per consenting supporter per update (none to a fan without consent, none after an unsubscribe),
 * also when the fan-out job runs twice.
 */
describe('api + worker: athlete updates and thank-yous', function () {
  this.timeout(120_000);
  const api = fileApi();
  fileWorker({ REDRIVE_INTERVAL_MS: '500' });

  let owner: SignedIn;
  let athleteId: number;
  let consenting: SignedIn;
  let silent: SignedIn;
  let nonGiver: SignedIn;

  before(async () => {
    athleteId = (await createAthlete({ firstName: 'Una', lastName: 'Updates' })).id;
    owner = await signedInUser(api, 'athlete', { tag: 'upd-owner' });
    await claimApproved(api, owner.agent, athleteId);
    consenting = await signedInUser(api, 'fan', { tag: 'upd-yes', firstName: 'Yara' });
    silent = await signedInUser(api, 'fan', { tag: 'upd-no', firstName: 'Nell' });
    nonGiver = await signedInUser(api, 'fan', { tag: 'upd-none' });
    await sql(`UPDATE users SET email_consent = (id = $1) WHERE id = ANY($2::int[])`, [
      consenting.me.id,
      [consenting.me.id, silent.me.id, nonGiver.me.id],
    ]);
    await give(consenting.me.id, `athlete:${athleteId}`, 5);
    await give(silent.me.id, `athlete:${athleteId}`, 3);
  });

  it('only the owner of the claimed profile posts; a supporters-only post is refused to a visitor and a non-giver', async () => {
    const other = await signedInUser(api, 'athlete', { tag: 'upd-other' });
    const refused = await other.agent.post('/api/updates').send({ text: 'Not mine', audience: 'everyone' });
    expect(refused.status).to.equal(403);
    expect(refused.body.error.code).to.equal('no_profile');
    expect((await consenting.agent.post('/api/updates').send({ text: 'A fan' })).status).to.equal(403);
    const tooLong = await owner.agent.post('/api/updates').send({ text: 'x'.repeat(1001) });
    expect(tooLong.status).to.equal(400);
    const foreignPhoto = await owner.agent
      .post('/api/updates')
      .send({ text: 'Photo', photoUrl: 'https://evil.example/x.png' });
    expect(foreignPhoto.status).to.equal(400);

    const pub = await owner.agent.post('/api/updates').send({ text: 'Hello everyone', audience: 'everyone' });
    expect(pub.status, JSON.stringify(pub.body)).to.equal(201);
    const priv = await owner.agent
      .post('/api/updates')
      .send({ text: 'Only for my supporters', audience: 'supporters' });
    expect(priv.status).to.equal(201);
    const id = priv.body.update.id as number;

    const visitor = api.agent();
    const asVisitor = await visitor.get(`/api/updates/${id}`);
    expect(asVisitor.status).to.equal(401);
    expect(asVisitor.body.error.code).to.equal('supporters_only');
    const asNonGiver = await nonGiver.agent.get(`/api/updates/${id}`);
    expect(asNonGiver.status).to.equal(403);
    expect(asNonGiver.body.error.code).to.equal('supporters_only');
    expect((await consenting.agent.get(`/api/updates/${id}`)).body.update.text).to.equal(
      'Only for my supporters',
    );
    expect((await owner.agent.get(`/api/updates/${id}`)).status).to.equal(200);
    expect((await (await signedInAdmin(api)).get(`/api/updates/${id}`)).status).to.equal(200);

    const texts = async (agent: SignedIn['agent']) =>
      ((await agent.get(`/api/updates/athletes/${athleteId}`)).body.updates as { text: string }[]).map(
        (u) => u.text,
      );
    expect(await texts(visitor)).to.deep.equal(['Hello everyone']);
    expect(await texts(nonGiver.agent)).to.deep.equal(['Hello everyone']);
    expect(await texts(silent.agent)).to.deep.equal(['Only for my supporters', 'Hello everyone']);
    expect(await texts(owner.agent)).to.deep.equal(['Only for my supporters', 'Hello everyone']);

    // Keyset pages.
    const page1 = await silent.agent.get(`/api/updates/athletes/${athleteId}?limit=1`);
    expect(page1.body.nextBefore).to.equal(id);
    const page2 = await silent.agent.get(`/api/updates/athletes/${athleteId}?limit=1&before=${id}`);
    expect(page2.body.updates.map((u: { text: string }) => u.text)).to.deep.equal(['Hello everyone']);
    expect(page2.body.nextBefore).to.equal(null);

    // The fans who gave receive it ("updates from athletes I back"); the non-giver does not.
    await fanOutDone(id);
    const received = await silent.agent.get('/api/updates/from-my-athletes');
    expect(received.body.updates.map((u: { id: number }) => u.id)).to.include(id);
    expect((await nonGiver.agent.get('/api/updates/from-my-athletes')).body.updates).to.deep.equal([]);
  });

  it('one email per consenting supporter per update, also when the job runs twice; none after an unsubscribe', async () => {
    const res = await owner.agent.post('/api/updates').send({ text: 'Game day soon', audience: 'everyone' });
    const id = res.body.update.id as number;
    await fanOutDone(id);
    await waitForQueuesIdle(20_000);
    const mails = await emailsOf(`update:${id}:`);
    expect(mails.map((m) => m.userId)).to.deep.equal([consenting.me.id]);
    await waitFor(async () => (await emailsOf(`update:${id}:`))[0]?.status === 'sent', { timeout: 20_000 });
    expect(mails[0].text).to.contain('Game day soon');
    const deliveries = await sql<{ n: number }>(
      `SELECT count(*)::int AS n FROM athlete_update_deliveries WHERE update_id = $1`,
      [id],
    );
    expect(deliveries[0].n).to.equal(2);

    // The job runs again from the start (as after a crash before its cursor was saved): nobody reached twice.
    await sql(`UPDATE athlete_updates SET fanout_cursor = 0, fanout_done_at = NULL WHERE id = $1`, [id]);
    const queues = createQueues({ redisUrl: testEnv.REDIS_URL, prefix: testEnv.QUEUE_PREFIX });
    try {
      await queues.enqueue('updates.fan-out', { updateId: id, idempotencyKey: `again-${id}-1` });
      await queues.enqueue('updates.fan-out', { updateId: id, idempotencyKey: `again-${id}-2` });
    } finally {
      await queues.close();
    }
    await fanOutDone(id);
    await waitForQueuesIdle(20_000);
    expect((await emailsOf(`update:${id}:`)).length).to.equal(1);
    expect(
      (
        await sql<{ n: number }>(
          `SELECT count(*)::int AS n FROM athlete_update_deliveries WHERE update_id = $1`,
          [id],
        )
      )[0].n,
    ).to.equal(2);

    // The one-click unsubscribe in the email: the next update emails nobody.
    const token = /token=([A-Za-z0-9_.-]+)/.exec(mails[0].text)![1];
    const off = await fetch(`${api.url}/api/email-unsubscribe/one-click?token=${token}`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'List-Unsubscribe=One-Click',
    });
    expect(off.status).to.equal(200);
    const next = await owner.agent.post('/api/updates').send({ text: 'After unsubscribe' });
    await fanOutDone(next.body.update.id);
    expect(await emailsOf(`update:${next.body.update.id}:`)).to.deep.equal([]);
    await sql(`DELETE FROM email_unsubscribes WHERE email = $1`, [consenting.me.email]);
  });

  it('the owner thanks one supporter or every supporter of a month; fans see them in Thanks received, emailed once', async () => {
    const other = await signedInUser(api, 'athlete', { tag: 'upd-thief' });
    expect(
      (await other.agent.post('/api/thanks').send({ fanId: consenting.me.id, note: 'Thanks!' })).status,
    ).to.equal(403);
    const notFan = await owner.agent.post('/api/thanks').send({ fanId: nonGiver.me.id, note: 'Thanks!' });
    expect(notFan.status).to.equal(404);
    expect(notFan.body.error.code).to.equal('not_supporter');

    const one = await owner.agent
      .post('/api/thanks')
      .send({ fanId: consenting.me.id, note: 'You rock, Yara' });
    expect(one.status, JSON.stringify(one.body)).to.equal(201);
    const received = await consenting.agent.get('/api/thanks/received');
    expect(received.body.thanks[0]).to.include({ note: 'You rock, Yara' });
    expect(received.body.thanks[0].athlete.id).to.equal(athleteId);
    expect((await emailsOf(`thanks:${one.body.thank.id}`)).length).to.equal(1);

    const month = new Date().toISOString().slice(0, 7);
    const batch = await owner.agent
      .post('/api/thanks/period')
      .send({ period: 'month', label: month, note: 'Thank you all for this month' });
    expect(batch.status, JSON.stringify(batch.body)).to.equal(202);
    const again = await owner.agent
      .post('/api/thanks/period')
      .send({ period: 'month', label: month, note: 'Again' });
    expect(again.status).to.equal(409);
    await waitFor(
      async () =>
        (
          await sql(`SELECT 1 FROM athlete_thank_batches WHERE id = $1 AND fanout_done_at IS NOT NULL`, [
            batch.body.batch.id,
          ])
        ).length > 0,
      { timeout: 20_000 },
    );
    const rows = await sql<{ userId: number }>(
      `SELECT user_id AS "userId" FROM athlete_thanks WHERE batch_id = $1 ORDER BY user_id`,
      [batch.body.batch.id],
    );
    expect(rows.map((r) => r.userId)).to.deep.equal([consenting.me.id, silent.me.id].sort((a, b) => a - b));
    const silentThanks = await silent.agent.get('/api/thanks/received');
    expect(silentThanks.body.thanks[0]).to.deep.include({
      note: 'Thank you all for this month',
      period: { kind: 'month', label: month },
    });
    const emailed = await sql<{ userId: number }>(
      `SELECT e.user_id AS "userId" FROM emails e JOIN athlete_thanks t ON e.idempotency_key = 'thanks:' || t.id
        WHERE t.batch_id = $1`,
      [batch.body.batch.id],
    );
    expect(emailed.map((r) => r.userId)).to.deep.equal([consenting.me.id]);
  });

  it('a thank-you with an Idempotency-Key is written and emailed once, even sent twice at once; the key on another note is refused', async () => {
    const key = randomUUID();
    const send = (note: string) =>
      owner.agent.post('/api/thanks').set('Idempotency-Key', key).send({ fanId: consenting.me.id, note });
    const [a, b] = await Promise.all([send('Thanks twice?'), send('Thanks twice?')]);
    expect([a.status, b.status], JSON.stringify([a.body, b.body])).to.deep.equal([201, 201]);
    expect(a.body.thank.id).to.equal(b.body.thank.id);
    const rows = await sql(`SELECT 1 FROM athlete_thanks WHERE athlete_id = $1 AND client_key = $2`, [
      athleteId,
      key,
    ]);
    expect(rows.length).to.equal(1);
    expect((await emailsOf(`thanks:${a.body.thank.id}`)).length).to.equal(1);
    const other = await send('Another note');
    expect(other.status).to.equal(409);
    expect(other.body.error.code).to.equal('conflict');
    const after = await sql(`SELECT 1 FROM athlete_thanks WHERE athlete_id = $1 AND note = 'Another note'`, [
      athleteId,
    ]);
    expect(after.length).to.equal(0);
    const bad = await owner.agent
      .post('/api/thanks')
      .set('Idempotency-Key', 'short')
      .send({ fanId: consenting.me.id, note: 'x' });
    expect(bad.status).to.equal(400);
  });

  it('admins hide an update: gone for fans and visitors, shown marked to the owner', async () => {
    const res = await owner.agent.post('/api/updates').send({ text: 'Oops, hide me' });
    const id = res.body.update.id as number;
    expect((await consenting.agent.post(`/api/admin/updates/${id}/hide`).send({})).status).to.equal(403);
    const admin = await signedInAdmin(api);
    const hidden = await admin.post(`/api/admin/updates/${id}/hide`).send({ hidden: true });
    expect(hidden.status).to.equal(200);
    expect(hidden.body.update.hidden).to.equal(true);
    expect((await consenting.agent.get(`/api/updates/${id}`)).status).to.equal(404);
    const mine = await owner.agent.get(`/api/updates/athletes/${athleteId}`);
    expect(mine.body.updates.find((u: { id: number }) => u.id === id).hidden).to.equal(true);
    const theirs = await api.agent().get(`/api/updates/athletes/${athleteId}`);
    expect(theirs.body.updates.map((u: { id: number }) => u.id)).to.not.include(id);
  });

  it('a goal marked reached reaches the fans who gave to it', async () => {
    const [goal] = await sql<{ id: number }>(
      `INSERT INTO athlete_allocations (athlete_profile_id, name, goal_likes) VALUES ($1, 'New cleats', 5) RETURNING id`,
      [athleteId],
    );
    await give(silent.me.id, `athlete:${athleteId}`, 2, { allocationId: goal.id });
    const res = await owner.agent
      .post('/api/updates')
      .send({ text: 'Bought the cleats: here they are', allocationId: goal.id });
    expect(res.status, JSON.stringify(res.body)).to.equal(201);
    expect(res.body.update.goal).to.deep.equal({ id: goal.id, name: 'New cleats', goalLikes: 5 });
    const twice = await owner.agent.post('/api/updates').send({ text: 'Again', allocationId: goal.id });
    expect(twice.status).to.equal(409);
    await fanOutDone(res.body.update.id);
    const reached = await sql<{ userId: number }>(
      `SELECT user_id AS "userId" FROM athlete_update_deliveries WHERE update_id = $1`,
      [res.body.update.id],
    );
    expect(reached.map((r) => r.userId)).to.deep.equal([silent.me.id]);
    const goals = await api.agent().get(`/api/updates/athletes/${athleteId}/goals`);
    expect(goals.body.updates.map((u: { goal: { id: number } }) => u.goal.id)).to.deep.equal([goal.id]);
  });
});
