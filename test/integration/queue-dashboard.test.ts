import { expect } from 'chai';
import supertest from 'supertest';
import { fileApi } from '../helpers/api';
import { signedInAdmin, signedInFan } from '../factories';

/** Issue 17: bull-board at /admin/queues, admins only (checked by the server), read-only unless configured. */
describe('queue dashboard (/admin/queues)', function () {
  this.timeout(60_000);
  const api = fileApi();
  const withActions = fileApi({ QUEUE_DASHBOARD_ACTIONS: 'true' });

  it('opens for an admin: the page and the queues of the job map', async () => {
    const admin = await signedInAdmin(api);
    const page = await admin.get('/admin/queues');
    expect(page.status).to.equal(200);
    expect(page.text).to.match(/<html/i);
    const queues = await admin.get('/admin/queues/api/queues');
    expect(queues.status, queues.text).to.equal(200);
    const names = (queues.body as { queues: { name: string; readOnlyMode: boolean }[] }).queues.map(
      (q) => q.name,
    );
    expect(names).to.include.members(['ledger', 'email']);
    expect(
      (queues.body as { queues: { readOnlyMode: boolean }[] }).queues.every((q) => q.readOnlyMode),
    ).to.equal(true);
  });

  it('refuses a fan (403) and a visitor (401), the page and its api alike', async () => {
    const { agent: fan } = await signedInFan(api);
    for (const path of ['/admin/queues', '/admin/queues/api/queues']) {
      const asFan = await fan.get(path);
      expect(asFan.status, path).to.equal(403);
      expect(asFan.body.error.code).to.equal('forbidden');
      const visitor = await supertest(api.url).get(path);
      expect(visitor.status, path).to.equal(401);
    }
  });

  it('is read-only by default; actions only with QUEUE_DASHBOARD_ACTIONS=true, from the same origin', async () => {
    const admin = await signedInAdmin(api);
    const refused = await admin.put('/admin/queues/api/queues/email/retry/failed');
    expect(refused.status).to.equal(403);
    expect(refused.body.error.code).to.equal('read_only');

    const admin2 = await signedInAdmin(withActions);
    const listed = await admin2.get('/admin/queues/api/queues');
    expect(
      (listed.body as { queues: { readOnlyMode: boolean }[] }).queues.some((q) => q.readOnlyMode),
    ).to.equal(false);
    const retried = await admin2.put('/admin/queues/api/queues/email/retry/failed');
    expect(retried.status, retried.text).to.be.within(200, 204);
    const crossSite = await admin2
      .put('/admin/queues/api/queues/email/retry/failed')
      .set('Origin', 'https://evil.example');
    expect(crossSite.status).to.equal(403);
  });
});
