/**
 * An id from the address (a path parameter): a positive whole number in PostgreSQL's integer range, written
 * plainly (no sign, no leading zero); anything else is null, which the page shows as not found.
 */
export function parseId(raw: string | undefined): number | null {
  if (!raw || !/^[1-9][0-9]{0,9}$/.test(raw)) return null;
  const n = Number(raw);
  return n <= 2_147_483_647 ? n : null;
}
