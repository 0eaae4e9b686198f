/**
 * School read queries for the api (SPEC §3 School, §7 GET /schools and friends). Parameterised SQL only. The fan
 * and athlete counts are derived_counts kept by triggers (migration 0023).
 */
import { QueryTypes, type Sequelize } from 'sequelize';
import { validId } from '../sql';
import type { SchoolDetail } from '@fanlift/core';
import { schoolLogoUrl } from '../serializers';
import { likeContains } from '../athletes/search';

export type { SchoolDetail };

export interface ListSchoolsOptions {
  /** Case-insensitive substring of the name or short name ('lsu', 'ohio st'). */
  name?: string;
  powerFive?: boolean;
  conference?: string;
  limit?: number;
  offset?: number;
}

interface Row {
  id: number;
  name: string;
  shortName: string;
  slug: string;
  mascot: string | null;
  conference: string | null;
  division: string;
  powerFive: boolean;
  city: string | null;
  state: string | null;
  primaryColor: string;
  secondaryColor: string;
  fans: number;
  athletes: number;
}

const SELECT = `SELECT s.id, s.name, s.short_name AS "shortName", s.slug, s.mascot, s.conference, s.division,
    s.power_five AS "powerFive", s.city, s.state, s.primary_color AS "primaryColor",
    s.secondary_color AS "secondaryColor",
    fanlift_count('school_fans', s.id)::int AS fans, fanlift_count('school_athletes', s.id)::int AS athletes
  FROM schools s`;

function toSchool(r: Row): SchoolDetail {
  return {
    id: r.id,
    name: r.name,
    logo: schoolLogoUrl(r.id),
    conference: r.conference,
    powerFive: r.powerFive,
    _count: { fanSelectedSchools: r.fans, athletes: r.athletes },
    shortName: r.shortName,
    slug: r.slug,
    mascot: r.mascot,
    division: r.division,
    city: r.city,
    state: r.state,
    primaryColor: r.primaryColor,
    secondaryColor: r.secondaryColor,
  };
}

type Filter = Pick<ListSchoolsOptions, 'name' | 'powerFive' | 'conference'>;

/** A bind parameter: pushes the value, answers its placeholder. */
const param = (bind: unknown[], v: unknown) => {
  bind.push(v);
  return `$${bind.length}`;
};

/** The WHERE clause of a school filter, binding its values into `bind`. */
function schoolFilter(opts: Filter, bind: unknown[]): string {
  const where: string[] = [];
  const name = opts.name?.trim();
  if (name) {
    const contains = param(bind, likeContains(name));
    where.push(`(s.name ILIKE ${contains} OR s.short_name ILIKE ${contains} OR s.mascot ILIKE ${contains})`);
  }
  if (opts.powerFive !== undefined) where.push(`s.power_five = ${param(bind, opts.powerFive)}`);
  if (opts.conference) where.push(`s.conference = ${param(bind, opts.conference)}`);
  return where.length ? `WHERE ${where.join(' AND ')}` : '';
}

/**
 * Schools ordered by name; with a name filter, names or short names starting with it come first
 * (the header search shows the best matches at the top).
 */
export async function listSchools(
  sequelize: Sequelize,
  opts: ListSchoolsOptions = {},
): Promise<SchoolDetail[]> {
  const bind: unknown[] = [];
  const where = schoolFilter(opts, bind);
  let order = 's.name COLLATE "C" ASC, s.id ASC';
  const name = opts.name?.trim();
  if (name) {
    const prefix = param(bind, likeContains(name).slice(1));
    order = `(s.short_name ILIKE ${prefix} OR s.name ILIKE ${prefix}) DESC, ${order}`;
  }
  let sql = `${SELECT} ${where} ORDER BY ${order}`;
  if (opts.limit !== undefined) sql += ` LIMIT ${param(bind, Math.max(0, Math.floor(opts.limit)))}`;
  if (opts.offset) sql += ` OFFSET ${param(bind, Math.max(0, Math.floor(opts.offset)))}`;
  const rows = await sequelize.query<Row>(sql, { type: QueryTypes.SELECT, bind });
  return rows.map(toSchool);
}

/** How many schools match a filter of listSchools (all of them, whatever its limit). */
export async function countSchools(sequelize: Sequelize, opts: Filter = {}): Promise<number> {
  const bind: unknown[] = [];
  const where = schoolFilter(opts, bind);
  const [row] = await sequelize.query<{ n: number }>(`SELECT count(*)::int AS n FROM schools s ${where}`, {
    type: QueryTypes.SELECT,
    bind,
  });
  return row?.n ?? 0;
}

export async function getSchool(sequelize: Sequelize, id: number): Promise<SchoolDetail | null> {
  if (!validId(id)) return null;
  const rows = await sequelize.query<Row>(`${SELECT} WHERE s.id = $1`, {
    type: QueryTypes.SELECT,
    bind: [id],
  });
  return rows[0] ? toSchool(rows[0]) : null;
}

/** A school by numeric id ('12', 12) or by slug ('ohio-state'). */
export async function getSchoolBySlugOrId(
  sequelize: Sequelize,
  key: string | number,
): Promise<SchoolDetail | null> {
  if (typeof key === 'number') return getSchool(sequelize, key);
  const k = key.trim();
  if (/^[0-9]+$/.test(k)) return getSchool(sequelize, Number(k));
  const rows = await sequelize.query<Row>(`${SELECT} WHERE s.slug = $1`, {
    type: QueryTypes.SELECT,
    bind: [k.toLowerCase()],
  });
  return rows[0] ? toSchool(rows[0]) : null;
}
