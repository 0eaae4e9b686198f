import { MOBILE_MAX_WIDTH } from '@fanlift/core/web';

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
    /** The brand orange: fills, bars and borders. Text on it is `onAccent` (dark), never white (3.07:1). */
    accent: '#ff5c35',
    /** Hover fill of accent buttons: lighter, so the dark text keeps its contrast. */
    accentHover: '#ff7a59',
    onAccent: '#06111f',
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
    focus: '#2563eb',
    /** Focus ring on the dark header and drawer. */
    focusOnDark: '#60a5fa',
    /** Borders of form controls: 3:1 against the surface (WCAG 1.4.11). */
    controlBorder: '#8792a6',
    success: '#0e6e4f',
    successSoft: '#e6f6ef',
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

type ColorName = keyof typeof theme.colors;
/** What a pair is for, and the WCAG 2.2 AA minimum it needs: text 4.5:1, large text, UI parts and focus 3:1. */
export type ContrastUse = 'text' | 'large' | 'ui' | 'focus';
export const MIN_CONTRAST: Record<ContrastUse, number> = { text: 4.5, large: 3, ui: 3, focus: 3 };

/**
 * Every foreground/background pair the theme is used with (checked by theme.spec.ts). Add the pair here when
 * a component puts one theme colour on another.
 */
export const contrastPairs: { use: ContrastUse; fg: ColorName; bg: ColorName; where: string }[] = [
  { use: 'text', fg: 'text', bg: 'bg', where: 'body text on the page' },
  { use: 'text', fg: 'text', bg: 'surface', where: 'body text on cards' },
  { use: 'text', fg: 'textMuted', bg: 'surface', where: 'secondary text on cards' },
  { use: 'text', fg: 'textMuted', bg: 'bg', where: 'secondary text on the page' },
  { use: 'text', fg: 'textMuted', bg: 'surfaceMuted', where: 'secondary text on muted panels' },
  { use: 'text', fg: 'onAccent', bg: 'accent', where: 'primary buttons and badges on the brand orange' },
  { use: 'text', fg: 'onAccent', bg: 'accentHover', where: 'primary buttons on hover' },
  { use: 'text', fg: 'accentText', bg: 'surface', where: 'links and accent text' },
  { use: 'text', fg: 'accentText', bg: 'bg', where: 'links on the page' },
  { use: 'text', fg: 'accentText', bg: 'accentSoft', where: 'accent badges and notices' },
  { use: 'text', fg: 'navy900', bg: 'surface', where: 'secondary buttons' },
  { use: 'text', fg: 'textOnDark', bg: 'navy900', where: 'header and footer text' },
  { use: 'text', fg: 'textOnDarkMuted', bg: 'navy900', where: 'muted text on the header and footer' },
  { use: 'text', fg: 'textOnDark', bg: 'navy800', where: 'text on dark panels' },
  { use: 'text', fg: 'success', bg: 'successSoft', where: 'success badges ("$0 raised", "Succeeded")' },
  { use: 'text', fg: 'success', bg: 'surface', where: 'success text' },
  { use: 'text', fg: 'danger', bg: 'dangerSoft', where: 'error notices' },
  { use: 'text', fg: 'danger', bg: 'surface', where: 'field errors' },
  { use: 'ui', fg: 'controlBorder', bg: 'surface', where: 'borders of inputs, selects and text areas' },
  { use: 'ui', fg: 'accent', bg: 'navy900', where: 'the brand orange on the header' },
  { use: 'focus', fg: 'focus', bg: 'surface', where: 'focus ring on cards' },
  { use: 'focus', fg: 'focus', bg: 'bg', where: 'focus ring on the page' },
  { use: 'focus', fg: 'focusOnDark', bg: 'navy900', where: 'focus ring on the header and drawer' },
];
