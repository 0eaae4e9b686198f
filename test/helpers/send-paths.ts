/**
 * The two ways the worker applies a send-likes command, side by side: the one statement of migration 0012
 * (`fanlift_apply_send_likes`) and the general path (db applyStagedCommand over applySendLikes, the result checked
 * against the command map, as ledger.apply-command runs it). A "world" is a fan and an athlete set up the same way
 * each time; `snapshotOf` reads every row a send writes for that world with ids and timestamps named, not valued,
 * so the rows of two worlds compare equal exactly when both paths wrote the same thing.
 */
import { randomUUID } from 'node:crypto';
import { parseCommandResult, starProgress } from '@fanlift/core';
import {
  applySendLikes,
  applySendLikesInOneTrip,
  applyStagedCommand,
  athleteAccount,
  ensureAccount,
  fanAccount,
  stageCommand,
} from '@fanlift/db';
import { select, testDb } from './db';
import { createAthlete, fundWallet, give, insertFan } from '../factories';

export const STARS = [50, 100, 200, 400, 800];
const LINKS = { publicUrl: 'http://fanlift.test', secret: 'send-paths-compare-secret-0123456789' };

export interface World {
  fan: number;
  athlete: number;
  /** The athlete the fan's earlier likes went to (null when none). */
  earlier: number | null;
  thresholds: readonly number[];
  /** The commands staged in this world, in order (what the snapshot names cmd#0, cmd#1, ...). */
  commands: string[];
}

/** A fan with `likes` likes and `likesGiven` given so far, and an athlete (the same name in every world). */
export async function world(likes: number, likesGiven: number, thresholds = STARS): Promise<World> {
  const fan = await insertFan();
  if (likes > 0) await fundWallet(fan, likes);
  // What the fan gave so far is real (the ledger keeps likes given, and ledger:check recomputes it): sends to
  // another athlete; the stars those earned are set as the worker would have recorded them.
  let earlier: number | null = null;
  if (likesGiven > 0) {
    earlier = (await createAthlete({ firstName: 'Paths', lastName: 'Earlier' })).id;
    await give(fan, `athlete:${earlier}`, likesGiven);
  }
  const { id: athlete } = await createAthlete({ firstName: 'Paths', lastName: 'Compared' });
  await testDb().sequelize.transaction((t) => ensureAccount(t, athleteAccount(athlete)));
  await testDb().sequelize.query(
    `INSERT INTO fan_milestones (user_id, likes_given, earned_star) VALUES ($1, $2, $3)
     ON CONFLICT (user_id) DO UPDATE SET earned_star = EXCLUDED.earned_star`,
    { bind: [fan, likesGiven, starProgress(likesGiven, thresholds).earnedStar] },
  );
  return { fan, athlete, earlier, thresholds, commands: [] };
}

/** Stage a send of `likes` to the world's athlete (as the api does); a key staged before answers its command. */
export async function stageSend(w: World, likes: number, key = `k-${randomUUID()}`) {
  const { command, created } = await stageCommand(testDb().sequelize, {
    userId: w.fan,
    kind: 'send-likes',
    idempotencyKey: key,
    payload: { fanUserId: w.fan, athleteId: w.athlete, likes },
  });
  if (!w.commands.includes(command.id)) w.commands.push(command.id);
  return { id: command.id, created };
}

/** The general path only (what the worker takes for any command the one statement leaves). */
export function applyGeneral(w: World, commandId: string) {
  return applyStagedCommand(testDb().sequelize, commandId, async (t, cmd) => {
    const s = await applySendLikes(t, cmd, { starThresholds: w.thresholds, links: LINKS });
    return { result: parseCommandResult('send-likes', s.result) };
  });
}

/** As ledger.apply-command does: the one statement first, and what it leaves (null) on the general path. */
export async function applyAsWorker(w: World, commandId: string): Promise<'one-trip' | 'general'> {
  if (await applySendLikesInOneTrip(testDb().sequelize, commandId, w.thresholds)) return 'one-trip';
  await applyGeneral(w, commandId);
  return 'general';
}

/** Rows per table in this database (a send must not write anywhere the snapshot does not look). */
export async function rowCounts(): Promise<Record<string, number>> {
  const tables = await select<{ name: string }>(
    `SELECT table_name AS name FROM information_schema.tables
      WHERE table_schema = current_schema() AND table_type = 'BASE TABLE' ORDER BY 1`,
  );
  const [row] = await select<Record<string, number>>(
    `SELECT ${tables.map((t) => `(SELECT count(*)::int FROM "${t.name}") AS "${t.name}"`).join(', ')}`,
  );
  return row;
}

/** What changed in each table's row count between two counts (tables that did not change are left out). */
export function countDelta(before: Record<string, number>, after: Record<string, number>) {
  return Object.fromEntries(
    Object.keys(after)
      .filter((k) => after[k] !== before[k])
      .map((k) => [k, after[k] - (before[k] ?? 0)]),
  );
}

type Row = Record<string, unknown>;

/** Every row of the world a send writes, ids and timestamps replaced by names (fan, athlete, cmd#n, journal#n...). */
export async function snapshotOf(w: World) {
  const keys = [fanAccount(w.fan), athleteAccount(w.athlete)];
  const journals = await select<Row & { id: number }>(
    `SELECT j.id, j.kind, j.cause_key, j.command_id, j.meta FROM ledger_journals j
      WHERE j.id IN (SELECT e.journal_id FROM ledger_entries e JOIN ledger_accounts a ON a.id = e.account_id
                      WHERE a.key = ANY($1)) ORDER BY j.id`,
    [keys],
  );
  const wallet = await select<Row & { id: number }>(
    `SELECT id, journal_id, type, status, likes, payment_name, meta FROM wallet_transactions WHERE user_id = $1
      ORDER BY id`,
    [w.fan],
  );
  const journalIds = journals.map((j) => Number(j.id));
  const walletIds = wallet.map((x) => Number(x.id));
  const name = (v: unknown): unknown => {
    if (typeof v === 'string') {
      const i = w.commands.indexOf(v);
      if (i >= 0) return `cmd#${i}`;
      const k = keys.indexOf(v as (typeof keys)[number]);
      if (k >= 0) return ['fan', 'athlete'][k];
      if (w.earlier !== null && v === athleteAccount(w.earlier)) return 'earlier athlete';
      return v
        .replace(/^cmd:(.+)$/, (_, id: string) => `cmd:${String(name(id))}`)
        .replace(/^test-credit:.+$/, 'test-credit')
        .replace(/^test-send:.+$/, 'test-send')
        .replace(new RegExp(`^star:${w.fan}:`), 'star:fan:');
    }
    if (Array.isArray(v)) return v.map(name);
    if (v && typeof v === 'object')
      return Object.fromEntries(Object.entries(v).map(([k, x]) => [k, field(k, x)]));
    return v;
  };
  const field = (k: string, v: unknown): unknown => {
    if (v == null) return v;
    if (k === 'athleteId') return v === w.athlete ? 'athlete' : v;
    if (k === 'journalId' || k === 'journal_id') return `journal#${journalIds.indexOf(Number(v))}`;
    if (k === 'transactionId') return `wallet#${walletIds.indexOf(Number(v))}`;
    return name(v);
  };
  const rows = (rs: Row[]) => rs.map((r) => name(r));
  const commands = await select<Row & { id: string }>(
    `SELECT id, kind, status, result, error_code, error_message, attempts, applied_at IS NOT NULL AS finished
       FROM commands WHERE id = ANY($1::uuid[])`,
    [w.commands],
  );
  commands.sort((a, b) => w.commands.indexOf(a.id) - w.commands.indexOf(b.id));
  return {
    commands: rows(commands),
    journals: rows(
      journals.map(({ id, ...j }) => ({ journal: `journal#${journalIds.indexOf(Number(id))}`, ...j })),
    ),
    entries: rows(
      await select(
        `SELECT e.journal_id, a.key, e.amount FROM ledger_entries e JOIN ledger_accounts a ON a.id = e.account_id
          WHERE e.journal_id = ANY($1::bigint[]) ORDER BY e.journal_id, e.id`,
        [journalIds],
      ),
    ),
    balances: rows(
      await select(`SELECT key, balance FROM ledger_accounts WHERE key = ANY($1) ORDER BY key`, [keys]),
    ),
    likesReceived: rows(
      await select(`SELECT likes_received FROM athlete_profiles WHERE id = $1`, [w.athlete]),
    ),
    // The figures derived in the send's transaction (sharded rows summed: which shard a backend writes varies).
    derived: rows(
      await select(
        `SELECT a.key,
                (SELECT json_agg(json_build_object('fan', s.user_id = $2, 'likes', s.likes) ORDER BY s.user_id)
                   FROM ledger_supporters s WHERE s.account_id = a.id) AS supporters,
                (SELECT COALESCE(sum(d.amount), 0)::int FROM account_daily d WHERE d.account_id = a.id) AS daily
           FROM ledger_accounts a WHERE a.key = ANY($1) ORDER BY a.key`,
        [keys, w.fan],
      ),
    ),
    wallet: rows(
      wallet.map(({ id, ...x }) => ({ transaction: `wallet#${walletIds.indexOf(Number(id))}`, ...x })),
    ),
    ...(await starRowsOf(w, rows)),
  };
}

/** Likes given and what a star brings: the milestone row, star rows, spin chances and emails of the fan. */
async function starRowsOf(w: World, rows: (rs: Row[]) => unknown[]) {
  return {
    milestone: rows(
      await select(`SELECT likes_given, earned_star FROM fan_milestones WHERE user_id = $1`, [w.fan]),
    ),
    stars: rows(
      await select(
        `SELECT star, threshold, likes_given FROM milestone_stars WHERE user_id = $1 ORDER BY star`,
        [w.fan],
      ),
    ),
    spinChances: rows(
      await select(
        `SELECT chances, source, cause_key, note FROM spin_chances WHERE user_id = $1 ORDER BY id`,
        [w.fan],
      ),
    ),
    emails: rows(
      await select(
        `SELECT kind, subject, status, idempotency_key FROM emails WHERE user_id = $1 ORDER BY idempotency_key`,
        [w.fan],
      ),
    ),
  };
}
