/** DESIGN §6: returnTo is a same-site path only (`/x`, never `//x`, `/\x` or a URL). */
export function safeReturnTo(value: unknown, fallback = '/'): string {
  if (typeof value !== 'string' || value.length === 0 || value.length > 2048) return fallback;
  if (!value.startsWith('/')) return fallback;
  if (value.startsWith('//') || value.startsWith('/\\')) return fallback;
  // Control characters or backslashes anywhere can be normalised by browsers into another origin.
  for (const ch of value) {
    const code = ch.charCodeAt(0);
    if (code < 0x20 || code === 0x7f || ch === '\\') return fallback;
  }
  return value;
}
