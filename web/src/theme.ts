import { MOBILE_MAX_WIDTH } from '@fanlift/core';

/** Breakpoints (px, min-width): base and sm are mobile; md and up are desktop (SPEC §9). */
export const breakpoints = {
  base: 0,
  sm: 576,
  md: MOBILE_MAX_WIDTH,
  lg: 1200,
  wide: 1280,
  xl: 1440,
} as const;

export const theme = {
  colors: {
    navy950: '#06111f',
    navy900: '#0a1930',
    navy800: '#10264a',
    navy700: '#1a3563',
    navy600: '#29497f',
    accent: '#ff5c35',
    accentHover: '#e8481f',
    accentSoft: '#fff0eb',
    accentText: '#c2380f',
    star: '#f5b301',
    starGrey: '#c3cad6',
    bg: '#f4f6fa',
    surface: '#ffffff',
    surfaceMuted: '#f8f9fc',
    text: '#0f172a',
    textMuted: '#556074',
    textOnDark: '#f5f7fb',
    textOnDarkMuted: '#a9b6cc',
    border: '#e2e7ef',
    borderStrong: '#cbd3df',
    focus: '#3b82f6',
    success: '#12805c',
    danger: '#c2261f',
    dangerSoft: '#fdecec',
    mark: '#ffe08a',
  },
  fonts: {
    body: "system-ui, -apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, 'Noto Sans', sans-serif",
    mono: "ui-monospace, SFMono-Regular, Menlo, Consolas, 'Liberation Mono', monospace",
  },
  space: (n: number) => `${n * 4}px`,
  radii: { sm: '6px', md: '10px', lg: '16px', pill: '999px' },
  shadows: {
    card: '0 1px 2px rgba(15, 23, 42, 0.06), 0 4px 14px rgba(15, 23, 42, 0.06)',
    popover: '0 10px 30px rgba(6, 17, 31, 0.18), 0 2px 6px rgba(6, 17, 31, 0.08)',
  },
  breakpoints,
  media: {
    /** base + sm: under 992 px. */
    mobile: `@media (max-width: ${MOBILE_MAX_WIDTH - 0.02}px)`,
    /** md and up: 992 px and wider. */
    desktop: `@media (min-width: ${MOBILE_MAX_WIDTH}px)`,
    sm: `@media (min-width: ${breakpoints.sm}px)`,
    lg: `@media (min-width: ${breakpoints.lg}px)`,
  },
  layout: { maxWidth: '1200px', headerHeight: '64px' },
  z: { header: 100, popover: 200, drawer: 300 },
};

export type Theme = typeof theme;
