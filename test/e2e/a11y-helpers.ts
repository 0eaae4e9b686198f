import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { QueryTypes } from 'sequelize';
import type { BrowserContext, Page } from 'playwright-core';
import { ROUTES, type RouteAccess } from '@fanlift/core';
import { testDb } from '../helpers/db';

const require = createRequire(import.meta.url);
/** axe-core's browser build, injected into each page under test. */
export const AXE_SOURCE = readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8');

export type Role = 'visitor' | 'fan' | 'admin' | 'athlete';

export const ROLE_EMAIL: Record<Exclude<Role, 'visitor'>, { email: string; userType: 'fan' | 'athlete' }> = {
  fan: { email: 'fan@fanlift.dev', userType: 'fan' },
  admin: { email: 'admin@fanlift.dev', userType: 'fan' },
  athlete: { email: 'athlete@fanlift.dev', userType: 'athlete' },
};

/** Which route accesses each role may open (SPEC §2 "Route access"). */
const SEES: Record<Role, RouteAccess[]> = {
  visitor: ['public'],
  fan: ['public', 'fan', 'any'],
  admin: ['admin'],
  athlete: ['athlete', 'any'],
};

export interface Visit {
  role: Role;
  path: string;
  pattern: string;
}

/** Real values for the route parameters, from the run's seeded database. */
export async function routeParams(): Promise<Record<string, string>> {
  const firstId = async (sql: string): Promise<number> => {
    const [row] = await testDb().sequelize.query<{ id: number }>(sql, { type: QueryTypes.SELECT });
    if (!row) throw new Error(`no row for ${sql}`);
    return row.id;
  };
  const athlete = { id: await firstId('SELECT id FROM athlete_profiles ORDER BY id LIMIT 1') };
  const school = { id: await firstId('SELECT id FROM schools ORDER BY id LIMIT 1') };
  const fan = { id: await firstId(`SELECT id FROM users WHERE email = 'fan@fanlift.dev'`) };
  // The demo's public bracket group and its invite token (issue 29), when seeded.
  const [group] = await testDb().sequelize.query<{ id: number; token: string }>(
    'SELECT id, invite_token AS token FROM bracket_groups ORDER BY id LIMIT 1',
    { type: QueryTypes.SELECT },
  );
  return {
    groupId: String(group?.id ?? 1),
    token: group?.token ?? 'A'.repeat(22),
    athleteId: String(athlete.id),
    id: String(athlete.id),
    allocationId: '1',
    schoolId: String(school.id),
    fanId: String(fan.id),
    qrcodeId: 'DemoFanQrCode1', // the demo fan's seeded QR code
    gameId: String(await firstId('SELECT id FROM games ORDER BY id LIMIT 1')),
    affiliateCode: 'DEMO',
    page: '1',
  };
}

/** Every SPEC route that renders a page, for each role that may see it. */
export function visits(params: Record<string, string>): Visit[] {
  const out: Visit[] = [];
  for (const role of ['visitor', 'fan', 'admin', 'athlete'] as Role[])
    for (const r of ROUTES) {
      if (!SEES[role].includes(r.access)) continue;
      // Callback pages only pass a browser on to somewhere else.
      if (['/user/callback', '/authCallback', '/stripeCallback', '/stripeGuestLikeCallback'].includes(r.path))
        continue;
      const path = r.path.replace(/:(\w+)/g, (_m, k: string) => params[k] ?? '1');
      out.push({ role, path, pattern: r.path });
    }
  return out;
}

export async function signInContext(context: BrowserContext, baseUrl: string, role: Role): Promise<void> {
  if (role === 'visitor') return;
  const res = await context.request.post(`${baseUrl}/api/auth/dev-login`, {
    headers: { 'X-Requested-With': 'XMLHttpRequest' },
    data: ROLE_EMAIL[role],
  });
  if (res.status() !== 200) throw new Error(`sign-in as ${role}: ${res.status()}`);
}

export interface AxeFinding {
  rule: string;
  impact: string;
  help: string;
  targets: string[];
}

/** Wait for the page to settle (no loading skeletons), then run axe for WCAG 2.2 A/AA. */
export async function axeFindings(page: Page): Promise<AxeFinding[]> {
  await page.waitForSelector('main', { timeout: 15_000 });
  await page
    .waitForFunction(() => !document.querySelector('[aria-busy="true"]'), undefined, { timeout: 15_000 })
    .catch(() => undefined);
  await page.evaluate(AXE_SOURCE);
  const result = await page.evaluate(async () => {
    const axe = (window as unknown as { axe: { run: (o: unknown) => Promise<unknown> } }).axe;
    return axe.run({
      runOnly: {
        type: 'tag',
        values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'],
      },
      resultTypes: ['violations'],
    });
  });
  const violations = (
    result as {
      violations: { id: string; impact: string; help: string; nodes: { target: string[]; html: string }[] }[];
    }
  ).violations;
  return violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => ({
      rule: v.id,
      impact: v.impact,
      help: v.help,
      targets: v.nodes.slice(0, 5).map((n) => `${n.target.join(' ')} ${n.html.slice(0, 120)}`),
    }));
}
