/** Checkout factories: purchase sessions opened through the api and paid by a signed Stripe event. */
import { expect } from 'chai';
import { checkoutCompletedEvent } from '../../api/src/payments/local-events';
import type { TestApi } from '../helpers/api';
import { fanBalance, postEvent, sessionLike, sessionRow, waitProcessed } from '../helpers/payments-stripe';
import { signedInFan } from './users';

/** A new signed-in fan with an empty wallet, as the payment tests name it. */
export async function payingFan(api: TestApi) {
  const { agent, me: user } = await signedInFan(api, 0, { tag: 'payfan' });
  return { agent, user };
}

/** A purchase session of a new fan, created through the api (the local checkout: no Stripe keys in tests). */
export async function openPurchase(api: TestApi, likes: number) {
  const { agent, user } = await payingFan(api);
  const res = await agent.post('/api/payments/checkout').send({ likes });
  expect(res.status, JSON.stringify(res.body)).to.equal(201);
  const row = (await sessionRow(res.body.sessionId))!;
  return { agent, user, sessionId: res.body.sessionId as string, row, like: sessionLike(row), res };
}

/** A purchase paid by a signed checkout.session.completed event, credited by the worker. */
export async function paidPurchase(api: TestApi, likes: number) {
  const p = await openPurchase(api, likes);
  const ev = checkoutCompletedEvent(p.like, 'paid');
  expect((await postEvent(api, ev)).status).to.equal(200);
  expect(await waitProcessed(ev.id)).to.equal('credited');
  expect(await fanBalance(p.user.id)).to.equal(likes);
  return p;
}
