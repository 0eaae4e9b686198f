/**
 * How often a page of live figures (an athlete's, a university's) reads them again when no socket tells it of
 * changes: visitors have no socket (useVisitorRefresh).
 */
export const VISITOR_REFRESH_MS = 20_000;
