/**
 * Generated artwork: school logos and athlete avatars as SVG strings.
 * Pure and browser-safe (no Node or DOM APIs): the api serves these at
 * /api/schools/{id}/logo.svg and /api/athletes/{id}/avatar.svg, and the web may render them inline.
 */

export interface SchoolLogoInput {
  name: string;
  shortName?: string | null;
  primaryColor?: string | null;
  secondaryColor?: string | null;
}

export interface AthleteAvatarInput {
  id: number | string;
  firstName?: string | null;
  lastName?: string | null;
}

/** Escape text for use in XML text nodes and attribute values. */
export function escapeXml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => {
    switch (c) {
      case '&':
        return '&amp;';
      case '<':
        return '&lt;';
      case '>':
        return '&gt;';
      case '"':
        return '&quot;';
      default:
        return '&apos;';
    }
  });
}

const HEX = /^#(?:[0-9a-fA-F]{3}|[0-9a-fA-F]{6})$/;

/** A safe #rrggbb colour, or the fallback when the input is not a hex colour (never echoes raw input). */
function safeColor(value: string | null | undefined, fallback: string): string {
  if (!value || !HEX.test(value)) return fallback;
  if (value.length === 4)
    return `#${value[1]}${value[1]}${value[2]}${value[2]}${value[3]}${value[3]}`.toLowerCase();
  return value.toLowerCase();
}

function luminance(hex: string): number {
  const channel = (i: number) => {
    const v = parseInt(hex.slice(i, i + 2), 16) / 255;
    return v <= 0.03928 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * channel(1) + 0.7152 * channel(3) + 0.0722 * channel(5);
}

function contrast(a: string, b: string): number {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (hi + 0.05) / (lo + 0.05);
}

/** The preferred colour if it reads on the background, else white or near-black, whichever reads better. */
function readableOn(background: string, preferred: string): string {
  if (contrast(background, preferred) >= 2.5) return preferred;
  return contrast(background, '#ffffff') >= contrast(background, '#111111') ? '#ffffff' : '#111111';
}

const STOP_WORDS = new Set(['of', 'the', 'at', 'and', 'university', 'college', 'state']);

/**
 * Initials of a school: an all-caps short name of up to 4 letters is used as is (LSU, UCLA, A&M style),
 * otherwise the first letters of the significant words (Ohio State -> OS, Boston College -> BC).
 */
export function schoolInitials(name: string, shortName?: string | null): string {
  const source = (shortName || name).trim();
  const compact = source.replace(/[^A-Za-z&]/g, '');
  if (compact.length > 0 && compact.length <= 4 && compact === compact.toUpperCase()) return compact;
  const words = source.split(/[\s\-–/]+/).map((w) => w.replace(/[^A-Za-z&]/g, ''));
  const capitals = compact.replace(/[^A-Z]/g, '');
  if (words.length === 1 && capitals.length >= 2 && capitals.length <= 3) return capitals;
  const initials: string[] = [];
  for (const word of words) {
    if (!word) continue;
    if (/^[A-Z&]{2,4}$/.test(word)) initials.push(word);
    else if (!STOP_WORDS.has(word.toLowerCase()) || words.length <= 2) initials.push(word[0].toUpperCase());
  }
  const joined = initials.join('');
  if (joined) return joined.slice(0, 4);
  return (source.replace(/[^A-Za-z0-9]/g, '')[0] ?? '?').toUpperCase();
}

/** A shield in the school's colours with its initials. 200x240 view box; scales to any size. */
export function schoolLogoSvg(input: SchoolLogoInput): string {
  const primary = safeColor(input.primaryColor, '#1f3a93');
  let secondary = safeColor(input.secondaryColor, '#ffffff');
  if (contrast(primary, secondary) < 1.3) secondary = readableOn(primary, '#ffffff');
  const text = readableOn(primary, secondary);
  const initials = schoolInitials(input.name, input.shortName);
  const fontSize = [0, 104, 92, 72, 56][Math.min(initials.length, 4)];
  const title = escapeXml(input.name);
  const shield = 'M100 6 L188 34 V112 C188 168 150 206 100 234 C50 206 12 168 12 112 V34 Z';
  const inner = 'M100 22 L174 45 V112 C174 160 142 192 100 216 C58 192 26 160 26 112 V45 Z';
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 200 240" width="200" height="240" role="img" aria-label="${title}">` +
    `<title>${title}</title>` +
    `<path d="${shield}" fill="${secondary}" stroke="${primary}" stroke-width="4"/>` +
    `<path d="${inner}" fill="${primary}"/>` +
    `<path d="M26 74 H174" stroke="${secondary}" stroke-opacity="0.35" stroke-width="3"/>` +
    `<text x="100" y="132" text-anchor="middle" dominant-baseline="middle" fill="${text}" ` +
    `font-family="'Arial Black', 'Helvetica Neue', Arial, sans-serif" font-weight="900" font-size="${fontSize}" ` +
    `letter-spacing="-2">${escapeXml(initials)}</text>` +
    `</svg>`
  );
}

/** 32-bit FNV-1a hash of a string: deterministic colours from an id. */
function hash32(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return h >>> 0;
}

function hsl(h: number, s: number, l: number): string {
  return `hsl(${Math.round(h) % 360}, ${s}%, ${l}%)`;
}

export function athleteInitials(firstName?: string | null, lastName?: string | null): string {
  const first = (firstName ?? '').trim().charAt(0);
  const last = (lastName ?? '').trim().charAt(0);
  const initials = `${first}${last}`.toUpperCase();
  return initials || '?';
}

/** A round avatar: the athlete's initials on a diagonal two-colour gradient chosen by the id. 128x128. */
export function athleteAvatarSvg(input: AthleteAvatarInput): string {
  const h = hash32(String(input.id));
  const hue = h % 360;
  const hue2 = (hue + 35 + ((h >>> 9) % 50)) % 360;
  const angle = (h >>> 16) % 2 === 0;
  const from = hsl(hue, 68, 46);
  const to = hsl(hue2, 72, 32);
  const gid = `g${h.toString(36)}`;
  const initials = escapeXml(athleteInitials(input.firstName, input.lastName));
  const label = escapeXml(`${input.firstName ?? ''} ${input.lastName ?? ''}`.trim() || 'Athlete');
  const fontSize = initials.length > 2 ? 40 : 52;
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 128 128" width="128" height="128" role="img" aria-label="${label}">` +
    `<title>${label}</title>` +
    `<defs><linearGradient id="${gid}" x1="0" y1="0" x2="${angle ? 1 : 0}" y2="1">` +
    `<stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient></defs>` +
    `<circle cx="64" cy="64" r="64" fill="url(#${gid})"/>` +
    `<circle cx="64" cy="64" r="58" fill="none" stroke="#ffffff" stroke-opacity="0.18" stroke-width="2"/>` +
    `<text x="64" y="66" text-anchor="middle" dominant-baseline="middle" fill="#ffffff" ` +
    `font-family="'Helvetica Neue', Arial, sans-serif" font-weight="700" font-size="${fontSize}" letter-spacing="1">` +
    `${initials}</text>` +
    `</svg>`
  );
}
