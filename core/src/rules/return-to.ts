/** DESIGN §6: returnTo is a same-site path only (`/x`, never `//x`, `/\x` or a URL). */
export function safeReturnTo(value: unknown, fallback = '/'): string {
  if (typeof value !== 'string' || value.length === 0 || value.length > 2048) return fallback;
  if (!value.startsWith('/')) return fallback;
  if (value.startsWith('//') || value.startsWith('/\\')) return fallback;
  // Control characters or backslashes anywhere can be normalised by browsers into another origin.
  if (/[\u0000-\u001f\u007f\\]/.test(value)) return fallback;
  return value;
}
