import { randomUUID } from 'node:crypto';
import supertest from 'supertest';
import { QueryTypes, type Sequelize } from 'sequelize';
import { creditPromo, grantSpinChances } from '@fanlift/db';
import { connectSocket, type ClientSocket } from '../helpers/sockets';
import { runPurchase, runRefund, type AcceptedPayments } from './payments';
import type { Prng } from './prng';

export interface Fan {
  id: number;
  cookie: string;
  socket?: ClientSocket;
}
export type OpKind = 'send' | 'spin' | 'chat' | 'purchase' | 'refund';
/** What the clients were told: commands accepted (202/200, by idempotency key) and chat messages acked. */
export interface Accepted {
  commands: { userId: number; key: string; kind: 'send' | 'spin' }[];
  chats: string[];
  payments: AcceptedPayments;
  refused: Record<string, number>;
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** Fans signed in through the api, each funded and granted spin chances through the ledger, with a game to chat in. */
export async function setUpFans(apiUrl: string, db: { sequelize: Sequelize }, n: number, runTag: string) {
  const fans: Fan[] = [];
  for (let i = 0; i < n; i++) {
    const res = await supertest(apiUrl)
      .post('/api/auth/dev-login')
      .set('X-Requested-With', 'XMLHttpRequest')
      .send({
        email: `chaos.${runTag}.${i}@test.dev`,
        userType: 'fan',
        firstName: 'Chaos',
        lastName: `Fan${i}`,
      });
    if (res.status !== 200) throw new Error(`sign-in failed: ${res.status} ${res.text}`);
    const cookie = ([] as string[])
      .concat(res.headers['set-cookie'] ?? [])
      .map((c) => c.split(';')[0])
      .find((c) => c.startsWith('fanlift.sid='))!;
    const id = (res.body as { id: number }).id;
    await db.sequelize.transaction(async (t) => {
      await creditPromo(t, {
        fanUserId: id,
        likes: 100_000,
        type: 'gift',
        cause: { kind: 'test-credit', key: `chaos-credit:${runTag}:${id}` },
        paymentName: 'Chaos credit',
      });
      await grantSpinChances(t, {
        userId: id,
        chances: 1000,
        source: 'admin',
        causeKey: `chaos-spins:${runTag}:${id}`,
      });
    });
    fans.push({ id, cookie });
  }
  const [athletes, [game]] = await Promise.all([
    db.sequelize.query<{ id: number }>('SELECT id FROM athlete_profiles ORDER BY id LIMIT 10', {
      type: QueryTypes.SELECT,
    }),
    db.sequelize.query<{ id: number }>(
      `INSERT INTO games (sport, season, home_school_id, away_school_id, kickoff_at)
       SELECT 'football', 2026, min(id), max(id), now() + interval '1 hour' FROM (SELECT id FROM schools LIMIT 2) s
       RETURNING id`,
      { type: QueryTypes.SELECT },
    ),
  ]);
  return { fans, athleteIds: athletes.map((a) => a.id), gameId: game.id };
}

/**
 * One operation as a careful client does it: a command is retried with the SAME idempotency key until the api
 * answers (a crash or outage in between must not lose or double it); a chat message counts when acked.
 */
export async function runOp(
  kind: OpKind,
  ctx: {
    apiUrl: string;
    db: { sequelize: Sequelize };
    realtimeUrls: () => string[];
    gameId: number;
    athleteIds: number[];
    r: Prng;
  },
  fan: Fan,
  accepted: Accepted,
): Promise<void> {
  if (kind === 'purchase') return runPurchase(ctx, fan, accepted.payments, accepted.refused);
  if (kind === 'refund') return runRefund(ctx, accepted.payments, accepted.refused);
  if (kind === 'chat') {
    // A careful client: the message keeps its client id across retries (a node that died before or after storing
    // it), so it is acked once stored and never stored twice.
    const text = `chaos ${randomUUID()}`;
    const clientId = randomUUID();
    const deadline = Date.now() + 30_000;
    let why = 'chat:gave-up';
    while (Date.now() < deadline) {
      try {
        if (!fan.socket?.connected) {
          fan.socket?.close();
          fan.socket = await connectSocket(ctx.r.pick(ctx.realtimeUrls()), fan.cookie);
          await fan.socket.timeout(5_000).emitWithAck('game:join', { gameId: ctx.gameId });
        }
      } catch {
        why = 'chat:no-connection';
        await sleep(200);
        continue;
      }
      const ack = (await fan.socket
        .timeout(5_000)
        .emitWithAck('chat:send', { gameId: ctx.gameId, text, clientId })
        .catch(() => null)) as { ok: boolean; error?: string } | null;
      if (ack?.ok) return void accepted.chats.push(text);
      // A refusal (rate limit, slow mode) is an answer; no answer, or the node unavailable, is retried.
      if (ack && ack.error !== 'unavailable' && ack.error !== 'not_joined') {
        why = `chat:${ack.error}`;
        break;
      }
      why = `chat:${ack ? ack.error : 'no-ack'}`;
      if (ack?.error === 'not_joined') fan.socket.disconnect();
      await sleep(200);
    }
    accepted.refused[why] = (accepted.refused[why] ?? 0) + 1;
    return;
  }
  const key = randomUUID();
  const path = kind === 'send' ? '/api/likes/send' : '/api/referralCode/creditSpinWheelLikes';
  const body = kind === 'send' ? { athleteId: ctx.r.pick(ctx.athleteIds), likes: 1 + ctx.r.int(3) } : {};
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    const res = await fetch(`${ctx.apiUrl}${path}`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        'x-requested-with': 'XMLHttpRequest',
        'idempotency-key': key,
        cookie: fan.cookie,
      },
      body: JSON.stringify(body),
    }).catch(() => null);
    if (res && (res.status === 200 || res.status === 202)) {
      accepted.commands.push({ userId: fan.id, key, kind });
      return;
    }
    if (res && res.status >= 400 && res.status < 500 && res.status !== 429 && res.status !== 408) {
      accepted.refused[`${kind}:${res.status}`] = (accepted.refused[`${kind}:${res.status}`] ?? 0) + 1;
      return;
    }
    await sleep(200);
  }
  accepted.refused[`${kind}:gave-up`] = (accepted.refused[`${kind}:gave-up`] ?? 0) + 1;
}
