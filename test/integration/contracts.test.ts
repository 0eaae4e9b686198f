import { expect } from 'chai';
import type { Response } from 'supertest';
import type { z } from 'zod';
import {
  adminClaimsPageSchema,
  adminClaimsSummarySchema,
  allSchoolsWithLikesSchema,
  athleteAllocationsSchema,
  athleteDashboardSchema,
  athleteDetailSchema,
  athleteSearchPageSchema,
  athleteWalletSchema,
  claimableAthletesSchema,
  claimCreatedSchema,
  claimDecidedSchema,
  commandViewSchema,
  devLoginResponseSchema,
  errorBodySchema,
  fanProfileViewSchema,
  liveSearchResponseSchema,
  meSummarySchema,
  myClaimsSchema,
  mySchoolsWithLikesSchema,
  ohioExtrasSchema,
  ohioStatusSchema,
  photoUploadedSchema,
  resendVerifyEmailSchema,
  schoolDashboardSchema,
  schoolListSchema,
  schoolPageSchema,
  schoolRosterSchema,
  selectedSchoolsSchema,
  singleTransactionSchema,
  sitemapPageViewSchema,
  userSchema,
  walletBalanceSchema,
  walletTransactionsSchema,
} from '@fanlift/core';
import { fileApi, uniqueEmail } from '../helpers/api';
import {
  claimApproved,
  CLAIM_MESSAGE,
  createAllocation,
  createAthlete,
  followSchool,
  give,
  seededSchool,
  signedInAdmin,
  signedInAthlete,
  signedInFan,
} from '../factories';

const OHIO_PASSWORD = 'contracts-ohio-password';
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);

/** The answer has the status and parses against the core contract (strict objects: no field more or less). */
function conforms(res: Response, schema: z.ZodType, status = 200): void {
  expect(res.status, JSON.stringify(res.body)).to.equal(status);
  const parsed = schema.safeParse(res.body);
  expect(parsed.success, parsed.success ? '' : JSON.stringify(parsed.error.issues.slice(0, 5))).to.equal(
    true,
  );
}

/**
 * API contracts (core/src/api/<domain>.ts): the api's real answers, domain by domain, parse strictly against the
 * zod schemas db, the OpenAPI document and web share (payments: test/integration/payments.test.ts).
 */
describe('api contracts: answers parse against core/src/api', function () {
  this.timeout(60_000);
  const api = fileApi({ OHIO_PASSWORD });

  it('athletes: search, live search, profile, allocations, claimable, dashboard', async () => {
    const athlete = await createAthlete({ lastName: `Contract${Date.now().toString(36)}` });
    const allocation = await createAllocation(athlete.id);
    const fan = await signedInFan(api);
    await give(fan.me.id, `athlete:${athlete.id}`, 3, { allocationId: allocation.id });
    const anon = api.agent();
    conforms(await anon.get('/api/athletes?limit=5'), athleteSearchPageSchema);
    conforms(await anon.get('/api/athletes?name=Contract&limit=5'), athleteSearchPageSchema);
    conforms(await anon.get('/api/explore-roster?sport=football&limit=3'), athleteSearchPageSchema);
    conforms(await anon.get('/api/athletes/search?sort=likes&limit=3'), athleteSearchPageSchema);
    conforms(
      await anon.post('/api/athletes/LiveGameAthleteSearch').send({ radarAthleteId: ['none'] }),
      liveSearchResponseSchema,
    );
    const detail = await anon.get(`/api/athletes/${athlete.id}`);
    conforms(detail, athleteDetailSchema);
    expect(detail.body.topFans).to.have.length(1);
    conforms(await anon.get(`/api/athletes/${athlete.id}/allocations`), athleteAllocationsSchema);
    const claimable = await anon.get(
      `/api/athletes/claimable?lastName=${encodeURIComponent(athlete.full_name.split(' ')[1])}`,
    );
    conforms(claimable, claimableAthletesSchema);
    expect(claimable.body.athletes).to.have.length.greaterThan(0);

    const owner = await signedInAthlete(api);
    await claimApproved(api, owner.agent, athlete.id);
    conforms(await owner.agent.get('/api/athletes/me/dashboard?days=7'), athleteDashboardSchema);
  });

  it('schools: lists, likes, the university page, dashboard and roster', async () => {
    const school = await seededSchool(1);
    const fan = await signedInFan(api);
    await followSchool({ userId: fan.me.id }, school.id);
    await give(fan.me.id, `school:${school.id}`, 2);
    const anon = api.agent();
    conforms(await anon.get('/api/schools?limit=3'), schoolListSchema);
    conforms(await anon.get('/api/schools/powerFive?limit=3'), schoolListSchema);
    conforms(await anon.get('/api/schools/getSelectedSchools?schoolName=a&limit=3'), selectedSchoolsSchema);
    conforms(await anon.get('/api/schools/getAllSchoolsWithLikes'), allSchoolsWithLikesSchema);
    conforms(
      await fan.agent.get(`/api/schools/getAllSchoolsWithLikes?fanUserId=${fan.me.id}`),
      allSchoolsWithLikesSchema,
    );
    const mine = await fan.agent.get('/api/schools/getMySchoolWithLikes');
    conforms(mine, mySchoolsWithLikesSchema);
    expect(mine.body.school.id).to.equal(school.id);
    conforms(await anon.get(`/api/schools/${school.id}`), schoolPageSchema);
    conforms(await anon.get(`/api/schools/athleteDashboard/${school.id}?limit=5`), schoolDashboardSchema);
    conforms(await anon.get(`/api/schools/${school.id}/all?limit=5`), schoolRosterSchema);
  });

  it('fans, users and me: fan profile, SPEC §3 User, summary, verification email', async () => {
    const fan = await signedInFan(api, 4);
    const other = await signedInFan(api);
    conforms(await fan.agent.get(`/api/fans/${fan.me.id}`), fanProfileViewSchema);
    conforms(await other.agent.get(`/api/fans/${fan.me.id}`), fanProfileViewSchema);
    conforms(await fan.agent.get('/api/auth/me'), userSchema);
    conforms(await fan.agent.get(`/api/users/${encodeURIComponent(fan.me.authId)}`), userSchema);
    conforms(
      await fan.agent.put(`/api/users/${encodeURIComponent(fan.me.authId)}`).send({ firstName: 'Contract' }),
      userSchema,
    );
    conforms(await fan.agent.get('/api/me/summary'), meSummarySchema);
    conforms(
      await fan.agent.post(`/api/users/resend-verify-email/${fan.me.id}`),
      resendVerifyEmailSchema,
      202,
    );
    const athlete = await signedInAthlete(api);
    conforms(await athlete.agent.get('/api/auth/me'), userSchema);
    const dev = await api
      .agent()
      .post('/api/auth/dev-login')
      .send({ email: uniqueEmail('c'), userType: 'fan' });
    conforms(dev, devLoginResponseSchema);
  });

  it('claims: request, mine, admin list, summary, approve and reject', async () => {
    const [a, b] = [await createAthlete(), await createAthlete()];
    const claimant = await signedInAthlete(api);
    const first = await claimant.agent.post(`/api/athletes/${a.id}/claim`).send({ message: CLAIM_MESSAGE });
    conforms(first, claimCreatedSchema, 201);
    const again = await claimant.agent.post(`/api/athletes/${a.id}/claim`).send({ message: CLAIM_MESSAGE });
    conforms(again, claimCreatedSchema, 200);
    const second = await claimant.agent.post(`/api/athletes/${b.id}/claim`).send({ message: CLAIM_MESSAGE });
    conforms(await claimant.agent.get('/api/claims/mine'), myClaimsSchema);
    const admin = await signedInAdmin(api);
    conforms(await admin.get('/api/admin/claims/summary'), adminClaimsSummarySchema);
    conforms(await admin.get('/api/admin/claims?status=pending&limit=5'), adminClaimsPageSchema);
    conforms(
      await admin.post(`/api/admin/claims/${second.body.claim.id}/reject`).send({ reason: 'No proof given' }),
      claimDecidedSchema,
    );
    conforms(await admin.post(`/api/admin/claims/${first.body.claim.id}/approve`), claimDecidedSchema);
    conforms(await admin.get('/api/admin/claims?status=decided&limit=5'), adminClaimsPageSchema);
  });

  it('wallet and commands: send (staged), command view, balance, transactions, athlete wallet', async () => {
    const athlete = await createAthlete();
    const fan = await signedInFan(api, 5);
    const sent = await fan.agent
      .post('/api/likes/send')
      .set('Idempotency-Key', `contract-${Date.now()}`)
      .send({ athleteId: athlete.id, likes: 1 });
    conforms(sent, commandViewSchema, 202);
    conforms(await fan.agent.get(`/api/commands/${sent.body.commandId}`), commandViewSchema);
    conforms(await fan.agent.get('/api/wallet/balance'), walletBalanceSchema);
    const txs = await fan.agent.get(`/api/walletTransactions/${fan.me.id}`);
    conforms(txs, walletTransactionsSchema);
    conforms(
      await fan.agent.get(`/api/singleTransaction/${txs.body.transactions[0].id}`),
      singleTransactionSchema,
    );
    const admin = await signedInAdmin(api);
    conforms(await admin.get(`/api/athlete-wallet/get-athlete-wallet/${athlete.id}`), athleteWalletSchema);
    conforms(
      await admin.post('/api/athlete-wallet/post-athlete-wallet').send({ athleteId: athlete.id }),
      athleteWalletSchema,
    );
  });

  it('sitemap, Ohio and uploads', async () => {
    const anon = api.agent();
    conforms(await anon.get('/api/sitemap/1'), sitemapPageViewSchema);
    conforms(await anon.get('/api/ohio/status'), ohioStatusSchema);
    conforms(await anon.get('/api/ohio/extras'), errorBodySchema, 403);
    conforms(await anon.post('/api/ohio/unlock').send({ password: OHIO_PASSWORD }), ohioStatusSchema);
    conforms(await anon.get('/api/ohio/extras'), ohioExtrasSchema);
    conforms(await anon.post('/api/ohio/lock'), ohioStatusSchema);
    const athlete = await signedInAthlete(api);
    const up = await athlete.agent
      .post('/api/uploads/athlete-photo')
      .attach('photo', PNG, { filename: 'a.png', contentType: 'image/png' });
    conforms(up, photoUploadedSchema, 201);
  });

  it('errors: every refusal is { error: { code, message } }', async () => {
    const anon = api.agent();
    conforms(await anon.get('/api/athletes/999999999'), errorBodySchema, 404);
    conforms(await anon.get('/api/me/summary'), errorBodySchema, 401);
    conforms(await anon.get('/api/athletes?sort=nope'), errorBodySchema, 400);
  });
});
