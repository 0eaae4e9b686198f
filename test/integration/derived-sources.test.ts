import { randomUUID } from 'node:crypto';
import { expect } from 'chai';
import {
  applyUserUpdate,
  checkDerivedFigures,
  countChatMessages,
  countSupporters,
  deleteChatMessage,
  gameSupporters,
  getSchool,
  getSchoolWithLikes,
  insertChatMessage,
  milestoneProgression,
  searchAthletes,
  topFans,
} from '@fanlift/db';
import { testDb } from '../helpers/db';
import { expectDerivedFigures, expectLedgerInvariants } from '../helpers/ledger-fixtures';
import { createAthlete, fundWallet, give, insertFan, sendLikes } from '../factories';
import {
  fanWithProfile,
  freshSchool,
  joinSchool,
  selectRows,
  sendInOneTrip,
  athleteOf,
  schoolOf,
} from './derived-helpers';

/**
 * Issue 27: derived figures whose source is not (only) a journal follow their source in the same transaction: an
 * athlete joining or leaving a school, follows, chat messages and their deletion, new fans and stars (the admin
 * milestone list), a game's live window and players. Each equals its recomputation, concurrent sends included.
 */
describe('derived figures of schools, fans, chat and games (issue 27)', () => {
  const sequelize = () => testDb().sequelize;
  const run = (sql: string, bind: unknown[] = []) => sequelize().query(sql, { bind });

  it('an athlete joining and leaving a school brings and takes its likes and supporters, sends going on', async () => {
    const school = await freshSchool();
    const [x, z] = [await createAthlete(), await createAthlete()];
    const [f1, f2] = [await insertFan(), await insertFan()];
    await give(f1, athleteOf(x.id), 5);
    await give(f2, schoolOf(school), 2);
    await joinSchool(x.id, school);
    expect(await getSchoolWithLikes(sequelize(), school)).to.include({ likes: 2, athleteLikes: 5 });
    expect((await topFans(sequelize(), { schoolId: school })).map((f) => f.fanId)).to.deep.equal([f1, f2]);
    // While 10 fans send to x and z, z joins and x leaves the school.
    const fans = await Promise.all(Array.from({ length: 10 }, () => insertFan()));
    await Promise.all(fans.map((f) => fundWallet(f, 4)));
    await Promise.all([
      ...fans.map((f) => sendInOneTrip(f, x.id, 1)),
      ...fans.map((f) => sendLikes(f, athleteOf(z.id), 2)),
      joinSchool(z.id, school),
      run(`DELETE FROM athlete_schools WHERE athlete_profile_id = $1 AND school_id = $2`, [x.id, school]),
    ]);
    const s = (await getSchoolWithLikes(sequelize(), school))!;
    expect(s).to.include({ likes: 2, athleteLikes: 20 });
    expect(s._count.athletes).to.equal(1);
    expect(await countSupporters(sequelize(), { schoolId: school })).to.equal(11);
    await expectLedgerInvariants();
  });

  it("an athlete's profile save moves the schools that change, keeps the others (positions only)", async () => {
    const [s1, s2, s3] = [await freshSchool(), await freshSchool(), await freshSchool()];
    const [user] = await selectRows<{ id: number }>(
      `INSERT INTO users (auth_id, email, user_type, referral_code)
       VALUES ($1, $1 || '@test.dev', 'athlete', $1) RETURNING id`,
      [`derived-ath-${randomUUID().slice(0, 8)}`],
    );
    const profile = (schools: number[]) => ({
      athleteProfile: {
        sport: 'football' as const,
        position: 'QB',
        guardians: [],
        dob: null,
        hometown: null,
        highSchool: null,
        height: null,
        weight: null,
        recruitingClass: null,
        schools: schools.map((schoolId) => ({ schoolId })),
      },
    });
    await applyUserUpdate(sequelize(), user.id, profile([s1, s2]));
    const [ap] = await selectRows<{ id: number }>(`SELECT id FROM athlete_profiles WHERE user_id = $1`, [
      user.id,
    ]);
    const fan = await insertFan();
    await give(fan, athleteOf(ap.id), 6);
    await applyUserUpdate(sequelize(), user.id, profile([s3, s2]));
    const rows = await selectRows<{ school_id: number; position: number }>(
      `SELECT school_id, position FROM athlete_schools WHERE athlete_profile_id = $1 ORDER BY position`,
      [ap.id],
    );
    expect(rows.map((r) => [r.school_id, r.position])).to.deep.equal([
      [s3, 0],
      [s2, 1],
    ]);
    for (const [school, likes] of [
      [s1, 0],
      [s2, 6],
      [s3, 6],
    ])
      expect(await getSchoolWithLikes(sequelize(), school), String(school)).to.include({
        athleteLikes: likes,
      });
    expect(await countSupporters(sequelize(), { schoolId: s1 })).to.equal(0);
    expect(await countSupporters(sequelize(), { schoolId: s3 })).to.equal(1);
    await expectLedgerInvariants();
  });

  it('follows, chat messages and their deletion, new fans and stars: the counts and the admin list', async () => {
    const school = await freshSchool();
    const fans = await Promise.all(Array.from({ length: 3 }, () => fanWithProfile()));
    for (const f of fans)
      await run(`INSERT INTO fan_selected_schools (fan_profile_id, school_id) VALUES ($1, $2)`, [
        f.profileId,
        school,
      ]);
    await run(`DELETE FROM fan_selected_schools WHERE fan_profile_id = $1`, [fans[0].profileId]);
    expect((await getSchool(sequelize(), school))!._count).to.deep.equal({
      fanSelectedSchools: 2,
      athletes: 0,
    });

    const [game] = await selectRows<{ id: number }>(
      `INSERT INTO games (sport, season, home_school_id, away_school_id, kickoff_at)
       VALUES ('football', 2026, $1, (SELECT min(id) FROM schools), now()) RETURNING id`,
      [school],
    );
    const sent = [];
    for (const f of fans)
      sent.push((await insertChatMessage(sequelize(), { gameId: game.id, userId: f.userId, text: 'Go!' }))!);
    await deleteChatMessage(sequelize(), sent[0].id, fans[1].userId);
    await deleteChatMessage(sequelize(), sent[0].id, fans[1].userId);
    expect((await countChatMessages(sequelize(), [game.id])).get(game.id)).to.equal(2);

    // A star recorded for a fan: its time is the fan's last star; the list reads fans in each order by index.
    await run(`INSERT INTO milestone_stars (user_id, star, threshold, likes_given) VALUES ($1, 1, 10, 10)`, [
      fans[2].userId,
    ]);
    const old = (order: string) =>
      selectRows<{ id: number }>(
        `SELECT u.id FROM users u LEFT JOIN fan_milestones m ON m.user_id = u.id WHERE u.user_type = 'fan'
          ORDER BY ${order} LIMIT 15`,
      );
    const name = `COALESCE(NULLIF(TRIM(CONCAT_WS(' ', u.first_name, u.last_name)), ''), u.email::text)`;
    const orders = {
      stars: 'COALESCE(m.earned_star, 0) DESC, COALESCE(m.likes_given, 0) DESC, u.id',
      likes: 'COALESCE(m.likes_given, 0) DESC, u.id',
      name: `${name}, u.id`,
      recent: `(SELECT MAX(created_at) FROM milestone_stars s WHERE s.user_id = u.id) DESC NULLS LAST, u.id`,
    } as const;
    const [fansCount] = await selectRows<{ n: number }>(
      `SELECT count(*)::int AS n FROM users WHERE user_type = 'fan'`,
    );
    for (const [sort, order] of Object.entries(orders)) {
      const page = await milestoneProgression(sequelize(), {
        sort: sort as keyof typeof orders,
        page: 1,
        pageSize: 15,
      });
      expect(
        page.rows.map((r) => r.userId),
        sort,
      ).to.deep.equal((await old(order)).map((r) => r.id));
      expect(page.total).to.equal(fansCount.n);
    }
    await expectDerivedFigures();
  });

  it('game supporters follow the live window and the players, sends going on as the game ends', async () => {
    const [home, away] = [await freshSchool(), await freshSchool()];
    const [p, q] = [await createAthlete(), await createAthlete()];
    const radar = (id: number) => `derived-${id}-${randomUUID().slice(0, 6)}`;
    for (const a of [p, q])
      await run(`UPDATE athlete_profiles SET radar_athlete_id = $2 WHERE id = $1`, [a.id, radar(a.id)]);
    const [game] = await selectRows<{ id: number }>(
      `INSERT INTO games (sport, season, home_school_id, away_school_id, kickoff_at)
       VALUES ('football', 2026, $1, $2, now()) RETURNING id`,
      [home, away],
    );
    await run(
      `INSERT INTO game_athletes (game_id, radar_athlete_id, team) SELECT $1, radar_athlete_id, 'home'
         FROM athlete_profiles WHERE id = $2`,
      [game.id, p.id],
    );
    const [f1, f2, f3] = [await insertFan(), await insertFan(), await insertFan()];
    await give(f1, athleteOf(p.id), 1); // before kickoff: not this game's
    await run(`UPDATE games SET status = 'live', started_at = now() WHERE id = $1`, [game.id]);
    await give(f1, athleteOf(p.id), 4);
    await give(f2, schoolOf(home), 3);
    await give(f3, athleteOf(q.id), 2); // q plays, but is only added below
    const board = async () =>
      (await gameSupporters(sequelize(), game.id)).supporters.map((s) => [s.userId, s.likes]);
    expect(await board()).to.deep.equal([
      [f1, 4],
      [f2, 3],
    ]);
    await run(
      `INSERT INTO game_athletes (game_id, radar_athlete_id, team) SELECT $1, radar_athlete_id, 'away'
         FROM athlete_profiles WHERE id = $2`,
      [game.id, q.id],
    );
    expect(await board()).to.deep.equal([
      [f1, 4],
      [f2, 3],
      [f3, 2],
    ]);
    // The game ends while 10 fans send to p: each counts if its journal is dated inside the window.
    const fans = await Promise.all(Array.from({ length: 10 }, () => insertFan()));
    await Promise.all(fans.map((f) => fundWallet(f, 3)));
    await Promise.all([
      ...fans.map((f) => sendInOneTrip(f, p.id, 1)),
      run(`UPDATE games SET status = 'final', ended_at = now() WHERE id = $1`, [game.id]),
      ...fans.map((f) => sendLikes(f, schoolOf(away), 2)),
    ]);
    await give(f1, athleteOf(p.id), 10); // after the final whistle: not counted
    expect((await board()).slice(0, 3)).to.deep.equal([
      [f1, 4],
      [f2, 3],
      [f3, 2],
    ]);
    await expectLedgerInvariants();
  });

  it('the checks find a derived figure that does not match its source', async () => {
    const school = await freshSchool();
    await run(`INSERT INTO derived_counts (kind, id, slot, n) VALUES ('school_fans', $1, 0, 1)`, [school]);
    const bad = await checkDerivedFigures(sequelize());
    expect(bad.ok).to.equal(false);
    expect(bad.problems.join('\n')).to.contain(`id ${school}: derived 1, from the source rows 0`);
    await run(`DELETE FROM derived_counts WHERE kind = 'school_fans' AND id = $1`, [school]);
    await expectDerivedFigures();
    // The roster's likes (migration 0120): a row that drifts, and a membership without its row.
    const x = await createAthlete();
    await joinSchool(x.id, school);
    await run(`UPDATE school_roster_likes SET likes_received = 7 WHERE athlete_profile_id = $1`, [x.id]);
    const drifted = await checkDerivedFigures(sequelize());
    expect(drifted.problems.join('\n')).to.contain(
      `19. athlete ${x.id} in school ${school}: roster says 7 likes, ranking`,
    );
    await run(`DELETE FROM school_roster_likes WHERE athlete_profile_id = $1`, [x.id]);
    expect((await checkDerivedFigures(sequelize())).problems.join('\n')).to.contain(
      `19. athlete ${x.id} in school ${school}: roster says no row`,
    );
    // Leaving and joining again makes the row anew.
    await run(`DELETE FROM athlete_schools WHERE athlete_profile_id = $1`, [x.id]);
    await joinSchool(x.id, school);
    await expectDerivedFigures();
  });

  it("a school's athletes per sport follow memberships, moves and a profile's sport, concurrent joins included", async () => {
    const [school, other] = [await freshSchool(), await freshSchool()];
    const total = async (id: number, sport?: 'football' | 'basketball') =>
      (await searchAthletes(sequelize(), { schoolId: id, ...(sport ? { sport } : {}), limit: 1 })).total;
    const football = await Promise.all(Array.from({ length: 6 }, () => createAthlete()));
    const [hoops] = [await createAthlete({ sport: 'basketball' })];
    await Promise.all([...football, hoops].map((a) => joinSchool(a.id, school)));
    expect([
      await total(school, 'football'),
      await total(school, 'basketball'),
      await total(school),
    ]).to.deep.equal([6, 1, 7]);
    // A profile changes sport (0110 copies it to the membership), one moves school, one leaves.
    await run(`UPDATE athlete_profiles SET sport = 'basketball' WHERE id = $1`, [football[0].id]);
    await run(`UPDATE athlete_schools SET school_id = $1 WHERE athlete_profile_id = $2`, [
      other,
      football[1].id,
    ]);
    await run(`DELETE FROM athlete_schools WHERE athlete_profile_id = $1`, [football[2].id]);
    expect([
      await total(school, 'football'),
      await total(school, 'basketball'),
      await total(school),
    ]).to.deep.equal([3, 2, 5]);
    expect(await total(other, 'football')).to.equal(1);
    await expectDerivedFigures();
  });
});
