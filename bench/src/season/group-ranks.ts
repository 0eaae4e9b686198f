/**
 * Bracket groups at scale (issue 29 item 6): a 10,000-member group answers like a 10-member one. Grows a private
 * database (`fanlift_group_ranks`) to `--entries` CFP entries (default 20,000) with every pick, puts 10,000 of
 * those fans in one group and 10 in another, ranks the bracket as the `brackets.rank` job does (timing the
 * group re-rank inside it), then times (p50 of 15) and EXPLAIN ANALYZEs the reads of both groups: the group
 * page's first and last leaderboard pages, the group with the fan's rank, the fan's groups. It also times a
 * join and a leave of the big group (each re-ranks it in its transaction).
 *
 *   npx tsx bench/src/season/group-ranks.ts [--entries 20000] [--keep]
 */
import { QueryTypes, Sequelize } from 'sequelize';
import {
  bracketGroup,
  bracketGroupBoard,
  bracketRow,
  createMigrator,
  dropDatabase,
  ensureDatabase,
  joinBracketGroup,
  myBracketGroups,
  rankBracket,
  removeBracketGroupMember,
  rerankBracketGroups,
} from '@fanlift/db';
import { seedDemo } from '@fanlift/db/seed/index';
import { seedBracketEntries } from '@fanlift/db/seed/bracket-entries';
import { benchDatabaseUrl, numArg, runIfMain } from '../lib/main';
import { measure } from './grow-brackets';

const DB_NAME = 'fanlift_group_ranks';
const TAG = 'group-bench';
const num = numArg;

const databaseUrl = () => benchDatabaseUrl(DB_NAME);

const ms = (t0: number) => `${(performance.now() - t0).toFixed(0)} ms`;

/** A group of the first `n` bench fans (from `from`), owned by the first. */
async function makeGroup(s: Sequelize, bracketId: number, name: string, from: number, n: number) {
  const [g] = await s.query<{ id: number }>(
    `INSERT INTO bracket_groups (bracket_id, name, visibility, owner_id, invite_token)
     SELECT $1, $2::text, 'private', id, substr(md5($2::text), 1, 22) FROM users WHERE auth_id = $3 || '|' || $4 RETURNING id`,
    { bind: [bracketId, name, TAG, from], type: QueryTypes.SELECT },
  );
  const t0 = performance.now();
  await s.query(
    `INSERT INTO bracket_group_members (group_id, user_id)
     SELECT $1, id FROM users WHERE auth_id LIKE $2 || '|%' AND split_part(auth_id, '|', 2)::int BETWEEN $3 AND $4`,
    { bind: [g.id, TAG, from, from + n - 1] },
  );
  console.log(`  group "${name}": ${n} members added in one statement (ranked by its trigger) in ${ms(t0)}`);
  return g.id;
}

export async function run(): Promise<void> {
  const url = databaseUrl();
  const entries = num('entries', 20_000);
  await dropDatabase(url);
  await ensureDatabase(url);
  const s = new Sequelize(url, { dialect: 'postgres', logging: false, pool: { max: 4 } });
  try {
    let t0 = performance.now();
    await createMigrator(s).up();
    await seedDemo(s, { athletes: 50 });
    await seedBracketEntries(s, { kind: 'cfp', fans: entries, tag: TAG });
    console.log(`migrated, seeded, ${entries} CFP entries with every pick: ${ms(t0)}`);
    const b = await bracketRow({ sequelize: s }, 'cfp');
    await rankBracket(s, b.id);
    const big = await makeGroup(s, b.id, 'Big group', 1, 10_000);
    const small = await makeGroup(s, b.id, 'Small group', 10_001, 10);
    await s.query(
      'VACUUM (ANALYZE) users, bracket_entries, bracket_ranks, bracket_groups, bracket_group_members',
      {
        type: QueryTypes.RAW,
      },
    );
    t0 = performance.now();
    const moved = await rerankBracketGroups(s, b.id);
    console.log(
      `re-rank of every group of the bracket (the rank job's share): ${ms(t0)} (${moved} rows moved)`,
    );

    for (const [label, id, fanNo, size] of [
      ['10,000-member group', big, 5_000, 10_000],
      ['10-member group', small, 10_005, 10],
    ] as const) {
      const [fan] = await s.query<{ id: number }>(`SELECT id FROM users WHERE auth_id = $1 || '|' || $2`, {
        bind: [TAG, fanNo],
        type: QueryTypes.SELECT,
      });
      const viewer = { userId: fan.id, admin: false };
      console.log(`\n${label} (a member in the middle signed in):`);
      await measure(s, '  group page header (group + own rank)', () => bracketGroup(s, id, viewer));
      await measure(s, '  leaderboard, first page (25)', () =>
        bracketGroupBoard(s, id, viewer, { after: 0, limit: 25 }),
      );
      await measure(s, '  leaderboard, last page (25)', () =>
        bracketGroupBoard(s, id, viewer, { after: Math.max(0, size - 25), limit: 25 }),
      );
      await measure(s, "  the fan's groups (bracket page)", () => myBracketGroups(s, fan.id, 'cfp'));
    }
    const [joiner] = await s.query<{ id: number }>(`SELECT id FROM users WHERE auth_id = $1 || '|' || $2`, {
      bind: [TAG, entries],
      type: QueryTypes.SELECT,
    });
    await s.query(`UPDATE bracket_groups SET visibility = 'public' WHERE id = $1`, { bind: [big] });
    t0 = performance.now();
    await joinBracketGroup(s, joiner.id, big, undefined);
    console.log(`\njoin the 10,000-member group (re-ranks it in the join's transaction): ${ms(t0)}`);
    t0 = performance.now();
    await removeBracketGroupMember(s, { userId: joiner.id, admin: false }, big, joiner.id);
    console.log(`leave it: ${ms(t0)}`);
  } finally {
    await s.close();
    if (!process.argv.includes('--keep')) await dropDatabase(url);
  }
}

runIfMain(import.meta.url, run);
