import { expect } from 'chai';
import type supertest from 'supertest';
import type { BracketGroup, BracketGroupBoard, BracketGroupSearch, MyBracketGroups } from '@fanlift/core';
import { rankBracket } from '@fanlift/db';
import { startApi, type TestApi } from '../helpers/api';
import { bracketIdOf, expectRanksHold, resetDemoBrackets, cfpView } from '../helpers/brackets';
import { select, testDb } from '../helpers/db';
import { bulkBracketEntries, removeBulkFans, signedInAdmin, signedInUser } from '../factories';

const TAG = 'group-bulk';

interface Fan {
  agent: supertest.Agent;
  id: number;
}

/** Issue 29 item 6: bracket groups, their invite links and their stored ranks. */
describe('bracket groups', function () {
  this.timeout(120_000);
  let api: TestApi;
  let admin: supertest.Agent;
  let owner: Fan;
  let friend: Fan;
  let stranger: Fan;
  let group: BracketGroup;

  const newFan = async (): Promise<Fan> => {
    const { agent, me } = await signedInUser(api, 'fan', { tag: 'group-fan' });
    return { agent, id: me.id };
  };
  const create = async (fan: Fan, name: string, visibility: 'public' | 'private', kind = 'cfp') => {
    const res = await fan.agent.post('/api/bracket-groups').send({ kind, name, visibility });
    expect(res.status, JSON.stringify(res.body)).to.equal(201);
    return res.body as BracketGroup;
  };
  const join = (fan: Fan, id: number, token?: string) =>
    fan.agent.post(`/api/bracket-groups/${id}/members`).send(token === undefined ? {} : { token });
  const board = async (fan: Fan, id: number, after = 0, limit = 100) => {
    const res = await fan.agent.get(`/api/bracket-groups/${id}/leaderboard?after=${after}&limit=${limit}`);
    expect(res.status, JSON.stringify(res.body)).to.equal(200);
    return res.body as BracketGroupBoard;
  };
  /** Every member, page after page (keyset). */
  const everyone = async (fan: Fan, id: number) => {
    const rows: BracketGroupBoard['rows'] = [];
    for (let after: number | null = 0; after !== null;) {
      const page: BracketGroupBoard = await board(fan, id, after, 40);
      rows.push(...page.rows);
      after = page.next;
    }
    return rows;
  };
  const pick = async (fan: Fan, code: string, top: boolean) => {
    const g = (await cfpView(fan.agent)).games.find((x) => x.code === code)!;
    const res = await fan.agent
      .put(`/api/brackets/cfp/picks/${code}`)
      .send({ schoolId: top ? g.top.schoolId : g.bottom.schoolId });
    expect(res.status, JSON.stringify(res.body)).to.equal(200);
  };
  const result = async (code: string, top: boolean) => {
    const g = (await cfpView(admin)).games.find((x) => x.code === code)!;
    const res = await admin.put(`/api/admin/brackets/cfp/games/${code}/result`).send({
      winnerSchoolId: top ? g.top.schoolId : g.bottom.schoolId,
      topScore: top ? 30 : 10,
      bottomScore: top ? 10 : 30,
    });
    expect(res.status, JSON.stringify(res.body)).to.equal(200);
    // The brackets.rank job's work (the job itself is the worker's; its tests are bracket-ranks.test.ts).
    await rankBracket(testDb().sequelize, await bracketIdOf('cfp'));
  };
  /**
   * Each member's group rank recomputed from the stored global order (score, then distance: what the global
   * rank orders by, ties share): 1 + the members in a strictly better class. Then brackets:check's recomputation
   * from the picks and results (core's rules), which checks the group ranks too.
   */
  const expectGroupRanksRecomputed = async (groupId: number) => {
    const rows = await select<{
      userId: number;
      rank: number | null;
      score: number | null;
      distance: number;
    }>(
      `SELECT m.user_id AS "userId", m.rank, r.score, r.distance
         FROM bracket_group_members m JOIN bracket_groups g ON g.id = m.group_id
         LEFT JOIN bracket_entries e ON e.bracket_id = g.bracket_id AND e.user_id = m.user_id
         LEFT JOIN bracket_ranks r ON r.entry_id = e.id
        WHERE m.group_id = $1`,
      [groupId],
    );
    const better = (a: (typeof rows)[number], b: (typeof rows)[number]) =>
      a.score! > b.score! || (a.score === b.score && a.distance < b.distance);
    for (const r of rows) {
      const want = r.score === null ? null : 1 + rows.filter((o) => o.score !== null && better(o, r)).length;
      expect(r.rank, `fan ${r.userId}`).to.equal(want);
    }
    await expectRanksHold();
  };

  before(async () => {
    await resetDemoBrackets();
    api = await startApi();
    admin = await signedInAdmin(api);
    [owner, friend, stranger] = [await newFan(), await newFan(), await newFan()];
  });
  after(async () => {
    await api?.close();
    await removeBulkFans(TAG);
    await resetDemoBrackets();
  });

  it('a fan creates a private group: its owner and first member, with a 128-bit invite token', async () => {
    group = await create(owner, '  Dorm 4B  ', 'private');
    expect(group).to.include({ name: 'Dorm 4B', kind: 'cfp', visibility: 'private', memberCount: 1 });
    expect(group.me).to.deep.equal({ rank: null, owner: true });
    expect(group.inviteToken).to.match(/^[A-Za-z0-9_-]{22}$/);
    const mine = (await owner.agent.get('/api/bracket-groups/mine?kind=cfp')).body as MyBracketGroups;
    expect(mine.groups.map((g) => g.id)).to.deep.equal([group.id]);
    expect(
      (await owner.agent.post('/api/bracket-groups').send({ kind: 'cfp', name: ' ', visibility: 'public' }))
        .status,
    ).to.equal(400);
  });

  it('a private group is hidden without its link; another group’s token and a guessed one are refused', async () => {
    const other = await create(stranger, 'Other crew', 'private');
    expect((await friend.agent.get(`/api/bracket-groups/${group.id}`)).status).to.equal(404);
    expect((await friend.agent.get(`/api/bracket-groups/${group.id}/leaderboard`)).status).to.equal(404);
    expect((await api.agent().get(`/api/bracket-groups/${group.id}`)).status).to.equal(404);
    expect((await join(friend, group.id)).status).to.equal(404);
    const guessed = 'A'.repeat(22);
    expect((await join(friend, group.id, guessed)).status).to.equal(404);
    expect((await join(friend, group.id, other.inviteToken!)).status).to.equal(404);
    expect(
      (await friend.agent.get(`/api/bracket-groups/${group.id}/invites/${other.inviteToken}`)).status,
    ).to.equal(404);
    expect((await friend.agent.get(`/api/bracket-groups/${group.id}/invites/${guessed}`)).status).to.equal(
      404,
    );
    expect((await join(friend, group.id, 'short')).status).to.equal(400);
    const count = await select<{ n: number }>(
      'SELECT count(*)::int AS n FROM bracket_group_members WHERE user_id = $1',
      [friend.id],
    );
    expect(count[0].n).to.equal(0);

    const preview = await friend.agent.get(`/api/bracket-groups/${group.id}/invites/${group.inviteToken}`);
    expect(preview.status).to.equal(200);
    expect(preview.body).to.include({ id: group.id, name: 'Dorm 4B', memberCount: 1 });
    const joined = await join(friend, group.id, group.inviteToken!);
    expect(joined.status).to.equal(200);
    expect(joined.body).to.include({ memberCount: 2, inviteToken: group.inviteToken });
    expect((await join(friend, group.id, group.inviteToken!)).body.memberCount).to.equal(2);
  });

  it('public groups are searchable by name, keyset paginated, and joined without a link', async () => {
    const made = [];
    for (const name of ['Zebra Picks C', 'zebra picks a', 'Zebra Picks B'])
      made.push(await create(stranger, name, 'public'));
    await create(stranger, 'Zebra private', 'private');
    const first = (await api.agent().get('/api/bracket-groups?kind=cfp&q=ZEBRA&limit=2'))
      .body as BracketGroupSearch;
    expect(first.groups.map((g) => g.name)).to.deep.equal(['zebra picks a', 'Zebra Picks B']);
    const rest = (await api.agent().get(`/api/bracket-groups?kind=cfp&q=zebra&limit=2&after=${first.next}`))
      .body as BracketGroupSearch;
    expect(rest.groups.map((g) => g.name)).to.deep.equal(['Zebra Picks C']);
    expect(rest.next).to.equal(null);
    expect(
      ((await api.agent().get('/api/bracket-groups?kind=cfp&q=%25')).body as BracketGroupSearch).groups,
    ).to.deep.equal([]);
    const open = made[0];
    expect((await api.agent().get(`/api/bracket-groups/${open.id}`)).body.inviteToken).to.equal(null);
    expect((await join(friend, open.id)).status).to.equal(200);
    const mine = (await friend.agent.get('/api/bracket-groups/mine')).body as MyBracketGroups;
    expect(mine.groups.map((g) => g.id).sort()).to.deep.equal([group.id, open.id].sort());
  });

  it('group ranks follow the global order and equal a recomputation after results and corrections', async () => {
    // 150 seeded fans with full brackets join the group too (ties, tiebreakers, no tiebreaker).
    await bulkBracketEntries(TAG, 150);
    await testDb().sequelize.query(
      `INSERT INTO bracket_group_members (group_id, user_id)
       SELECT $1, id FROM users WHERE auth_id LIKE $2 || '|%'`,
      { bind: [group.id, TAG] },
    );
    await rankBracket(testDb().sequelize, await bracketIdOf('cfp'));
    // Members without a bracket are listed last, unranked.
    let b = await board(owner, group.id, 100, 100);
    expect(b.total).to.equal(152);
    expect(b.rows.slice(-2).map((r) => r.rank)).to.deep.equal([null, null]);
    // A member's first pick ranks them in the group at once (the entry trigger).
    await pick(owner, 'R1-4', true);
    await pick(friend, 'R1-4', false);
    b = await board(owner, group.id, 100, 100);
    expect(b.rows.filter((r) => r.rank === null)).to.deep.equal([]);
    await expectGroupRanksRecomputed(group.id);

    const moved = await admin
      .put('/api/admin/brackets/cfp/games/R1-4')
      .send({ kickoffAt: new Date(Date.now() - 60_000).toISOString() });
    expect(moved.status).to.equal(200);
    await result('R1-4', true);
    await expectGroupRanksRecomputed(group.id);
    const mine = (await owner.agent.get('/api/bracket-groups/mine?kind=cfp')).body as MyBracketGroups;
    const ownerRow = (await everyone(owner, group.id)).find((r) => r.fanId === owner.id)!;
    expect(mine.groups[0].me.rank).to.equal(ownerRow.rank);
    expect(ownerRow.score).to.be.greaterThan(0);
    // A correction: the other side won; ranks move and still equal the recomputation.
    await result('R1-4', false);
    await expectGroupRanksRecomputed(group.id);
    const friendRow = (await everyone(friend, group.id)).find((r) => r.fanId === friend.id)!;
    expect(friendRow.score).to.be.greaterThan(0);
    const ranks = (await everyone(owner, group.id)).map((r) => r.rank ?? Infinity);
    expect(ranks).to.deep.equal([...ranks].sort((x, y) => x - y));
    // Keyset pages: no row twice, none missed.
    const p1 = await board(owner, group.id, 0, 100);
    const p2 = await board(owner, group.id, p1.next!, 100);
    expect(p2.next).to.equal(null);
    expect(new Set([...p1.rows, ...p2.rows].map((r) => r.fanId)).size).to.equal(152);
  });

  it('members leave, the owner removes members (others may not), an owner who leaves hands over', async () => {
    const third = await newFan();
    expect((await join(third, group.id, group.inviteToken!)).status).to.equal(200);
    expect(
      (await friend.agent.delete(`/api/bracket-groups/${group.id}/members/${third.id}`)).status,
    ).to.equal(403);
    expect(
      (await stranger.agent.delete(`/api/bracket-groups/${group.id}/members/${third.id}`)).status,
    ).to.equal(404);
    expect((await owner.agent.delete(`/api/bracket-groups/${group.id}/members/${third.id}`)).status).to.equal(
      204,
    );
    expect((await third.agent.get(`/api/bracket-groups/${group.id}`)).status).to.equal(404);
    expect(
      (await friend.agent.delete(`/api/bracket-groups/${group.id}/members/${owner.id}`)).status,
    ).to.equal(403);
    await expectGroupRanksRecomputed(group.id);

    // The owner leaves: the longest member (the friend) owns the group now.
    expect((await owner.agent.delete(`/api/bracket-groups/${group.id}/members/${owner.id}`)).status).to.equal(
      204,
    );
    const after = (await friend.agent.get(`/api/bracket-groups/${group.id}`)).body as BracketGroup;
    expect(after.me).to.include({ owner: true });
    expect(after.memberCount).to.equal(151);
    await expectGroupRanksRecomputed(group.id);
    // A fan leaves a group of their own choosing.
    expect(
      (await friend.agent.delete(`/api/bracket-groups/${group.id}/members/${friend.id}`)).status,
    ).to.equal(204);
  });

  it('admins remove a group; others cannot', async () => {
    const g = await create(owner, 'To be removed', 'public');
    expect((await join(friend, g.id)).status).to.equal(200);
    expect((await friend.agent.delete(`/api/bracket-groups/${g.id}`)).status).to.equal(403);
    expect((await admin.delete(`/api/bracket-groups/${g.id}`)).status).to.equal(204);
    expect((await owner.agent.get(`/api/bracket-groups/${g.id}`)).status).to.equal(404);
    const mine = (await friend.agent.get('/api/bracket-groups/mine')).body as MyBracketGroups;
    expect(mine.groups.map((x) => x.id)).to.not.include(g.id);
    await expectRanksHold();
  });
});
