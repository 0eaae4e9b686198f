/** Shared pieces of the scale-out and drain tests (not a test file itself). */
import { randomUUID } from 'node:crypto';
import { expect } from 'chai';
import { Queue } from 'bullmq';
import { QueryTypes } from 'sequelize';
import { commandJobId } from '@fanlift/db';
import { testEnv } from '../helpers/env';
import { waitFor, waitForQueuesIdle } from '../helpers/wait';
import { testDb } from '../helpers/db';
import { connectSocket, type GameSocket } from '../helpers/games';

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** An answer the product gave to a command: accepted (with its command id) or refused for good. */
export type Answer =
  { accepted: true; commandId: string; status: number } | { accepted: false; status: number };

/**
 * POST through the one origin as the SPA does, retrying with the SAME Idempotency-Key while the answer says
 * "not reachable" (502/503 from the balancer, a reset connection): a retry never doubles the effect. With
 * several origins (web servers behind a balancer), each retry goes to the next one.
 */
export async function postCommand(
  webUrl: string | string[],
  cookie: string,
  path: string,
  body: unknown,
  key = `key-${randomUUID()}`,
): Promise<Answer> {
  const origins = ([] as string[]).concat(webUrl);
  for (let attempt = 0; attempt < 60; attempt++) {
    const res = await fetch(`${origins[attempt % origins.length]}${path}`, {
      method: 'POST',
      headers: {
        cookie,
        'content-type': 'application/json',
        'x-requested-with': 'XMLHttpRequest',
        'idempotency-key': key,
      },
      body: JSON.stringify(body),
      signal: AbortSignal.timeout(15_000),
    }).catch(() => null);
    if (!res || res.status === 502 || res.status === 503 || res.status === 504) {
      await res?.body?.cancel();
      await sleep(150);
      continue;
    }
    const json = (await res.json().catch(() => ({}))) as { commandId?: string };
    const commandId = json.commandId ?? res.headers.get('location')?.split('/').pop();
    if ((res.status === 200 || res.status === 202) && commandId)
      return { accepted: true, commandId, status: res.status };
    // A command that ran and failed (e.g. no spin chance left) is still a staged command.
    if (res.status === 409 && commandId) return { accepted: true, commandId, status: res.status };
    return { accepted: false, status: res.status };
  }
  return { accepted: false, status: 0 };
}

/** What one socket received, counted by id (raw counts: a count above 1 is a duplicate delivery). */
export interface Received {
  socket: GameSocket;
  chat: Map<number, number>;
  /** Chat messages received in a chat:history answer after a reconnect that was not recovered. */
  history: Set<number>;
  commandResults: Map<string, number>;
  spinResults: Map<string, number>;
  balances: Map<number, number>;
  /** When each command:result first arrived (by command id). */
  resultAt: Map<string, number>;
  disconnects: { at: number; reason: string }[];
  reconnects: { at: number; recovered: boolean }[];
}

const bump = <K>(m: Map<K, number>, k: K) => m.set(k, (m.get(k) ?? 0) + 1);

/**
 * A fan's socket through the one origin, joined to a game, reconnecting on its own. After a reconnect that
 * was not recovered (its node died without persisting the session) it joins the game again asking for the
 * messages after the last one it saw, as the SPA does.
 */
export async function recordingSocket(webUrl: string, cookie: string, gameId: number): Promise<Received> {
  const socket = await connectSocket(webUrl, cookie, {
    reconnection: true,
    reconnectionDelay: 200,
    reconnectionDelayMax: 1_000,
    randomizationFactor: 0.2,
  });
  const r: Received = {
    socket,
    chat: new Map(),
    history: new Set(),
    commandResults: new Map(),
    spinResults: new Map(),
    balances: new Map(),
    resultAt: new Map(),
    disconnects: [],
    reconnects: [],
  };
  socket.on('chat:message', (m) => bump(r.chat, m.id));
  socket.on('chat:history', (h) => {
    if (h.gameId === gameId && h.since !== null) for (const m of h.messages) r.history.add(m.id);
  });
  socket.on('command:result', (p) => {
    bump(r.commandResults, p.commandId);
    if (!r.resultAt.has(p.commandId)) r.resultAt.set(p.commandId, Date.now());
  });
  socket.on('spin:result', (p) => p.commandId && bump(r.spinResults, p.commandId));
  socket.on('wallet:balance', (p) => p.transaction && bump(r.balances, p.transaction.id));
  socket.on('disconnect', (reason) => r.disconnects.push({ at: Date.now(), reason }));
  socket.on('connect', () => {
    if (r.disconnects.length === 0) return;
    r.reconnects.push({ at: Date.now(), recovered: socket.recovered });
    if (socket.recovered) return;
    const seen = [...r.chat.keys(), ...r.history];
    const sinceMessageId = seen.length ? Math.max(...seen) : undefined;
    socket.emit('game:join', { gameId, sinceMessageId });
  });
  const joined = await socket.timeout(10_000).emitWithAck('game:join', { gameId });
  if (!(joined as { ok?: boolean }).ok) throw new Error(`game:join refused: ${JSON.stringify(joined)}`);
  return r;
}

export interface CommandRow {
  id: string;
  userId: number;
  kind: string;
  status: string;
  appliedAt: Date | null;
  journals: number;
}

/** The commands of these users with their journal counts (cause `cmd:<id>` or `spin:<id>`). */
export async function commandsOf(userIds: number[]): Promise<CommandRow[]> {
  return testDb().sequelize.query<CommandRow>(
    `SELECT c.id, c.user_id AS "userId", c.kind, c.status, c.applied_at AS "appliedAt",
            (SELECT COUNT(*)::int FROM ledger_journals j WHERE j.command_id = c.id) AS journals
       FROM commands c WHERE c.user_id = ANY($1::int[])`,
    { bind: [userIds], type: QueryTypes.SELECT },
  );
}

/** A user's wallet transactions above `afterId` (the ones this run made), with when their command was applied. */
export async function walletTransactionsOf(
  userId: number,
  afterId: number,
): Promise<{ id: number; appliedAt: Date | null }[]> {
  const rows = await testDb().sequelize.query<{ id: number; appliedAt: Date | null }>(
    `SELECT w.id, c.applied_at AS "appliedAt" FROM wallet_transactions w
       LEFT JOIN ledger_journals j ON j.id = w.journal_id LEFT JOIN commands c ON c.id = j.command_id
      WHERE w.user_id = $1 AND w.id > $2`,
    { bind: [userId, afterId], type: QueryTypes.SELECT },
  );
  return rows.map((r) => ({ id: Number(r.id), appliedAt: r.appliedAt }));
}

export async function maxWalletTransactionId(): Promise<number> {
  const [row] = await testDb().sequelize.query<{ m: number }>(
    `SELECT COALESCE(MAX(id), 0)::int AS m FROM wallet_transactions`,
    { type: QueryTypes.SELECT },
  );
  return Number(row?.m ?? 0);
}

/** Wait until no command of these users is pending; on a timeout, say which are and where their jobs are. */
export async function waitCommandsFinished(userIds: number[], timeout = 60_000): Promise<void> {
  try {
    await waitFor(async () => (await commandsOf(userIds)).every((c) => c.status !== 'pending'), {
      timeout,
      interval: 200,
      message: 'every command to finish',
    });
  } catch (err) {
    const pending = (await commandsOf(userIds)).filter((c) => c.status === 'pending');
    const q = new Queue('ledger', { connection: { url: testEnv.REDIS_URL }, prefix: testEnv.QUEUE_PREFIX });
    const states = await Promise.all(
      pending.slice(0, 5).map(async (c) => {
        const job = await q.getJob(commandJobId(c.id));
        return `${c.kind} ${c.id}: job ${job ? await job.getState() : 'missing'} ${job?.failedReason ?? ''}`;
      }),
    );
    await q.close();
    const activity = await testDb().sequelize.query<Record<string, unknown>>(
      `SELECT pid, state, wait_event_type AS w, now() - xact_start AS age, left(query, 90) AS q
         FROM pg_stat_activity WHERE datname = current_database() AND pid <> pg_backend_pid() AND state <> 'idle'`,
      { type: QueryTypes.SELECT },
    );
    throw new Error(
      `${(err as Error).message}; ${pending.length} pending: ${states.join('; ')}; pg: ${JSON.stringify(activity)}`,
      { cause: err },
    );
  }
}

/**
 * Once every command of these fans finished and the queues are idle: their commands, each fan's being exactly
 * the ones the api accepted for it (`accepted`, by user id; nothing else was staged).
 */
export async function commandsAsAccepted(accepted: Map<number, Set<string>>): Promise<CommandRow[]> {
  const userIds = [...accepted.keys()];
  await waitCommandsFinished(userIds);
  await waitForQueuesIdle(30_000);
  const commands = await commandsOf(userIds);
  for (const [userId, ids] of accepted)
    expect(new Set(commands.filter((c) => c.userId === userId).map((c) => c.id))).to.deep.equal(ids);
  return commands;
}
