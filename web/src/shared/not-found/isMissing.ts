/**
 * Whether a failed load of what the address names means it is not there: 404, or 400 when the server refuses the
 * id or code itself as malformed (on these calls the address is the request's only input).
 */
export function isMissing(error: { status: number } | null | undefined): boolean {
  return error?.status === 404 || error?.status === 400;
}
