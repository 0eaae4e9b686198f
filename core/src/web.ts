/**
 * The browser's entry to core (`@fanlift/core/web`): constants and pure rules as values, the API, socket and
 * command contracts as types only. The main barrel (`@fanlift/core`) also builds every zod schema at import
 * time; importing it from web put all of them and zod itself into the first page's JavaScript. A page that
 * needs a schema at run time imports its module directly (e.g. `@fanlift/core/schemas/dates`), so it lands
 * in that page's lazy chunk.
 */
export * from './pure';
export type * from './api';
export type * from './events';
export type * from './commands';
export type * from './jobs';
