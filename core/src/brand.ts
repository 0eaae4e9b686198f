/**
 * The product's look for pages a server renders itself (the development sign-in, the local checkout): the
 * colours of web/src/ui/theme.ts (the same values, checked by test/integration/brand-pages.test.ts) and the logo.
 * Text on the brand orange is dark (`onAccent`), never white. Pure strings: browser-safe.
 */
export const BRAND_COLORS = {
  navy950: '#06111f',
  navy900: '#0a1930',
  navy800: '#10264a',
  accent: '#ff5c35',
  accentHover: '#ff7a59',
  onAccent: '#06111f',
  accentText: '#c2380f',
  star: '#f5b301',
  bg: '#f4f6fa',
  surface: '#ffffff',
  text: '#0f172a',
  textMuted: '#556074',
  textOnDark: '#f5f7fb',
  textOnDarkMuted: '#a9b6cc',
  border: '#e2e7ef',
  controlBorder: '#8792a6',
  focus: '#2563eb',
  focusOnDark: '#60a5fa',
  success: '#0e6e4f',
  successSoft: '#e6f6ef',
  danger: '#c2261f',
  dangerSoft: '#fdecec',
} as const;

export const BRAND_FONT =
  "system-ui, -apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, 'Noto Sans', sans-serif";

/** The mark's shapes in its 64 x 64 box: a rounded square, the F, and the star dot. */
export const LOGO_F_PATH = 'M20 46V18h24v7H28v6h13v7H28v8z';

/** The header's logo mark (as the SPA draws it): an orange square, a white F, a gold dot. Decorative. */
export function logoMarkSvg(size = 32): string {
  return (
    `<svg width="${size}" height="${size}" viewBox="0 0 64 64" aria-hidden="true" focusable="false">` +
    `<rect width="64" height="64" rx="14" fill="${BRAND_COLORS.accent}"/>` +
    `<path d="${LOGO_F_PATH}" fill="#fff"/>` +
    `<circle cx="46" cy="44" r="5" fill="${BRAND_COLORS.star}"/></svg>`
  );
}

/** The browser-tab icon (as web/index.html has it): a navy square, an orange F, a gold dot. */
export const FAVICON_COLORS = {
  square: BRAND_COLORS.navy900,
  f: BRAND_COLORS.accent,
  dot: BRAND_COLORS.star,
} as const;
