// What crawlers and link previews read in the HTML the server sends: each page's title, description and
// canonical URL, and for athlete and university pages their Open Graph and Twitter card (name, school,
// photo, description). The SPA then keeps the title current as the user navigates (RouteElement).
import {
  DEFAULT_DESCRIPTION,
  SITE_NAME,
  findRoute,
  matchPath,
  pageDescription,
  pageTitle,
  type AthleteDetail,
} from '@fanlift/core';

export interface PageMeta {
  title: string;
  description: string;
  canonical: string;
  image?: string;
  type: 'website' | 'profile';
}

const escapeHtml = (s: string) =>
  s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

/** The meta tags of a page, replacing the generic title and description of the built index.html. */
export function renderHead(html: string, meta: PageMeta): string {
  const tags = [
    `<link rel="canonical" href="${escapeHtml(meta.canonical)}" />`,
    `<meta property="og:site_name" content="${SITE_NAME}" />`,
    `<meta property="og:type" content="${meta.type}" />`,
    `<meta property="og:title" content="${escapeHtml(meta.title)}" />`,
    `<meta property="og:description" content="${escapeHtml(meta.description)}" />`,
    `<meta property="og:url" content="${escapeHtml(meta.canonical)}" />`,
    ...(meta.image ? [`<meta property="og:image" content="${escapeHtml(meta.image)}" />`] : []),
    `<meta name="twitter:card" content="${meta.image ? 'summary_large_image' : 'summary'}" />`,
    `<meta name="twitter:title" content="${escapeHtml(meta.title)}" />`,
    `<meta name="twitter:description" content="${escapeHtml(meta.description)}" />`,
    ...(meta.image ? [`<meta name="twitter:image" content="${escapeHtml(meta.image)}" />`] : []),
  ].join('\n    ');
  return html
    .replace(/<title>[^<]*<\/title>/, `<title>${escapeHtml(meta.title)}</title>`)
    .replace(
      /<meta\s+name="description"\s+content="[^"]*"\s*\/?>/,
      `<meta name="description" content="${escapeHtml(meta.description)}" />`,
    )
    .replace('</head>', `    ${tags}\n  </head>`);
}

type AthleteLike = Pick<
  AthleteDetail,
  | 'firstName'
  | 'lastName'
  | 'photoUrl'
  | 'sport'
  | 'position'
  | 'class'
  | 'hometown'
  | 'schools'
  | 'allocations'
>;
interface SchoolLike {
  name: string;
  logo: string;
  conference: string | null;
  supporters?: number;
}

type Fetch = (path: string) => Promise<{ status: number; body: unknown } | null>;

/** A page's meta and whether it exists (404 for unknown paths and missing athletes or schools). */
export async function pageMeta(
  pathname: string,
  publicUrl: string,
  fetchApi: Fetch,
): Promise<{ status: 200 | 404; meta: PageMeta }> {
  const origin = publicUrl.replace(/\/+$/, '');
  const canonical = `${origin}${pathname === '/' ? '/' : pathname.replace(/\/+$/, '')}`;
  const route = findRoute(pathname);
  if (!route)
    return {
      status: 404,
      meta: {
        title: `Page not found · ${SITE_NAME}`,
        description: DEFAULT_DESCRIPTION,
        canonical,
        type: 'website',
      },
    };
  const base: PageMeta = {
    title: pageTitle(route.title),
    description: pageDescription(route),
    canonical,
    type: 'website',
  };
  // A fund page naming a funding goal the athlete does not have is a 404 with the page's own title.
  const goal =
    matchPath('/athletes/:athleteId/fund/:allocationId', pathname) ??
    matchPath('/athletes/:athleteId/funds/:allocationId', pathname);
  if (goal && /^\d+$/.test(goal.athleteId)) {
    const res = await fetchApi(`/api/athletes/${goal.athleteId}`);
    if (res?.status === 404)
      return { status: 404, meta: { ...base, title: `Athlete not found · ${SITE_NAME}` } };
    const allocations = res?.status === 200 ? (res.body as AthleteLike).allocations : null;
    if (allocations && !allocations.some((x) => String(x.id) === goal.allocationId))
      return { status: 404, meta: { ...base, title: `Funding goal not found · ${SITE_NAME}` } };
  }
  const athlete =
    matchPath('/athletes/:athleteId', pathname) ?? matchPath('/athletes/:athleteId/funds', pathname);
  if (athlete && /^\d+$/.test(athlete.athleteId)) {
    const res = await fetchApi(`/api/athletes/${athlete.athleteId}`);
    if (res?.status === 404)
      return { status: 404, meta: { ...base, title: `Athlete not found · ${SITE_NAME}` } };
    if (res?.status === 200) {
      const a = res.body as AthleteLike;
      const name = `${a.firstName} ${a.lastName}`.trim();
      const school = a.schools[0]?.name;
      const what = [a.sport, a.position, a.class ? `Class of ${a.class}` : null].filter(Boolean).join(' · ');
      return {
        status: 200,
        meta: {
          ...base,
          type: 'profile',
          title: `${name}${school ? ` (${school})` : ''} · ${SITE_NAME}`,
          description: `Back ${name}${what ? `, ${what}` : ''}${a.hometown ? ` from ${a.hometown}` : ''}${
            school ? `, committed to ${school}` : ''
          }: give likes on Fanlift, the fan-funded NIL platform for college sports.`,
          image: new URL(
            a.photoUrl ?? `/api/athletes/${athlete.athleteId}/avatar.svg`,
            `${origin}/`,
          ).toString(),
        },
      };
    }
  }
  const school =
    matchPath('/universities/:schoolId', pathname) ?? matchPath('/dashboard/:schoolId', pathname);
  if (school && /^\d+$/.test(school.schoolId)) {
    const res = await fetchApi(`/api/schools/${school.schoolId}`);
    if (res?.status === 404)
      return { status: 404, meta: { ...base, title: `University not found · ${SITE_NAME}` } };
    if (res?.status === 200) {
      const s = res.body as SchoolLike;
      return {
        status: 200,
        meta: {
          ...base,
          title: `${s.name} · ${SITE_NAME}`,
          description: `Support ${s.name}${s.conference ? ` (${s.conference})` : ''} and its athletes with likes on Fanlift${
            s.supporters ? `: ${s.supporters} fans already do` : ''
          }.`,
          image: new URL(s.logo, `${origin}/`).toString(),
        },
      };
    }
  }
  return { status: 200, meta: base };
}

/** robots.txt: public pages allowed; the api, admin, wallet and account pages not; the sitemap named. */
export function robotsTxt(publicUrl: string): string {
  const origin = publicUrl.replace(/\/+$/, '');
  return [
    'User-agent: *',
    'Allow: /',
    'Disallow: /api/',
    'Disallow: /admin/',
    'Disallow: /wallet',
    'Disallow: /stripeCallback',
    'Disallow: /stripeGuestLikeCallback',
    'Disallow: /fans/account',
    'Disallow: /fans/onboarding',
    'Disallow: /athletes/account',
    'Disallow: /athletes/home',
    'Disallow: /athletes/onboarding',
    'Disallow: /athletes/claim-onboarding',
    'Disallow: /user/callback',
    'Disallow: /authCallback',
    'Allow: /api/sitemap.xml',
    'Allow: /api/sitemap/',
    '',
    `Sitemap: ${origin}/api/sitemap.xml`,
    '',
  ].join('\n');
}
