import type { Request } from 'express';
import { DomainError } from '@fanlift/core';
import { schoolLogoSvg } from '@fanlift/core/art';
import {
  countSupporters,
  fanSchoolIds,
  fanSchoolsWithLikes,
  getSchoolBySlugOrId,
  getSchoolWithLikes,
  countSchools,
  listSchools,
  listSchoolsWithLikes,
  schoolLogoFieldsOf,
  searchAthletes,
  setPowerFive,
  topFans,
  userExists,
} from '@fanlift/db';
import { handle } from '../http/handle';
import type { Mount } from '../http/mount';
import { isAdmin, sessionUser } from '../middleware/auth';

const schoolNotFound = () => new DomainError('not_found', 'not_found', 'School not found');

/** /api/schools: SPEC §7 schools calls and the university pages (/universities/{schoolId}, /dashboard/{schoolId}). */
export function schoolsRoutes(m: Mount): void {
  const { deps } = m;
  const sequelize = deps.db.sequelize;
  const price = deps.config.LIKE_PRICE_CENTS;

  /** Whose data a fanUserId query names: yourself, or anyone for admins (403 otherwise). */
  async function fanTarget(req: Request, fanUserId: number | undefined): Promise<number> {
    const me = sessionUser(req);
    const id = fanUserId ?? me.id;
    if (id !== me.id && !isAdmin(req))
      throw new DomainError('forbidden', 'forbidden', 'You can only read your own schools');
    if (id !== me.id && !(await userExists(sequelize, id)))
      throw new DomainError('not_found', 'not_found', 'User not found');
    return id;
  }

  handle(m, 'GET /api/schools', async ({ query }) => ({ schools: await listSchools(sequelize, query) }));
  handle(m, 'GET /api/schools/powerFive', async ({ query }) => ({
    schools: await listSchools(sequelize, { ...query, powerFive: true }),
  }));
  /** Admin: replace the Power Five set with exactly these schools. */
  handle(m, 'POST /api/schools/powerFive', async ({ body: { schoolIds } }) => ({
    schools: await setPowerFive(sequelize, schoolIds),
  }));

  /** Schools whose name matches (pickers: onboarding "schools you follow", athlete schools). */
  handle(m, 'GET /api/schools/getSelectedSchools', async ({ query: q }) => {
    const [schools, total] = await Promise.all([
      listSchools(sequelize, { name: q.schoolName, limit: q.limit }),
      countSchools(sequelize, { name: q.schoolName }),
    ]);
    return { schools, total };
  });

  /** Every school with likes totals (most liked first); with fanUserId, also which ones that fan selected. */
  handle(m, 'GET /api/schools/getAllSchoolsWithLikes', async ({ query: { fanUserId }, req }) => {
    let selected: number[] | null = null;
    if (fanUserId !== undefined) {
      if (!req.user) throw new DomainError('unauthenticated', 'unauthenticated', 'Sign in to do this');
      selected = await fanSchoolIds(sequelize, await fanTarget(req, fanUserId));
    }
    const schools = await listSchoolsWithLikes(sequelize);
    const set = new Set(selected ?? []);
    return {
      schools: selected ? schools.map((s) => ({ ...s, selected: set.has(s.id) })) : schools,
      selectedSchoolIds: selected ?? [],
    };
  });

  /** The fan's selected schools with likes totals, in the fan's order (the first is "My University"). */
  handle(m, 'GET /api/schools/getMySchoolWithLikes', async ({ query: { fanUserId }, req }) => {
    const schools = await fanSchoolsWithLikes(sequelize, await fanTarget(req, fanUserId));
    return { schools, school: schools[0] ?? null };
  });

  /** University dashboard (/dashboard/{schoolId}): the school, its athletes ranked by likes, totals, top fans. */
  handle(m, 'GET /api/schools/athleteDashboard/:id', async ({ params: { id }, query: { limit, index } }) => {
    const school = await getSchoolWithLikes(sequelize, id);
    if (!school) throw schoolNotFound();
    const [page, fans, supporters] = await Promise.all([
      searchAthletes(sequelize, { schoolId: id, sort: 'likes', limit, index }, { likePriceCents: price }),
      topFans(sequelize, { schoolId: id }, 10),
      countSupporters(sequelize, { schoolId: id }),
    ]);
    return {
      school,
      totals: {
        likes: school.likes,
        athleteLikes: school.athleteLikes,
        totalLikes: school.totalLikes,
        sumTotalInCents: school.totalLikes * price,
        athletes: school._count.athletes,
        fans: school._count.fanSelectedSchools,
        supporters,
      },
      athletes: page.athletes.map((a, i) => ({
        ...a,
        likes: Math.round(a.sumTotalInCents / price),
        rank: index * limit + i + 1,
      })),
      total: page.total,
      index: page.index,
      nextIndex: page.nextIndex,
      topFans: fans,
    };
  });

  handle(m, 'GET /api/schools/:id/logo.svg', async ({ params: { id }, res }) => {
    const s = await schoolLogoFieldsOf(sequelize, id);
    if (!s) throw schoolNotFound();
    res.set('Cache-Control', 'public, max-age=86400').type('image/svg+xml').send(schoolLogoSvg(s));
  });

  /** University page (/universities/{schoolId}): the school by id or slug, likes totals, top fans. */
  handle(
    m,
    'GET /api/schools/:id',
    async ({ params: { id: key } }) => {
      const found = await getSchoolBySlugOrId(sequelize, key);
      if (!found) throw schoolNotFound();
      const [school, fans, supporters] = await Promise.all([
        getSchoolWithLikes(sequelize, found.id),
        topFans(sequelize, { schoolId: found.id }, 10),
        countSupporters(sequelize, { schoolId: found.id }),
      ]);
      return { ...school!, supporters, topFans: fans };
    },
    { badParams: 'next' },
  );

  /** GET /schools/{schoolId}/{sport}: the school's roster for a sport ('all' for both), athlete query and paging. */
  handle(
    m,
    'GET /api/schools/:schoolId/:sport',
    async ({ params: { schoolId: key, sport }, query: q }) => {
      const school = await getSchoolBySlugOrId(sequelize, key);
      if (!school) throw schoolNotFound();
      const page = await searchAthletes(
        sequelize,
        { ...q, schoolId: school.id, sport: sport === 'all' ? undefined : sport },
        { likePriceCents: price },
      );
      return { school, sport, ...page };
    },
    { badParams: (failed) => (failed.includes('schoolId') ? 'next' : undefined) },
  );
}
