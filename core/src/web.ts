/**
 * The browser's entry to core (`@fanlift/core/web`): constants and pure rules as values, the API, socket and
 * command contracts as types only. The main barrel (`@fanlift/core`) also builds every zod schema at import
 * time; importing it from web put all of them and zod itself into the first page's JavaScript. A page that
 * needs a schema at run time imports its module directly (e.g. `@fanlift/core/schemas/dates`), so it lands
 * in that page's lazy chunk.
 */
export * from './constants';
export * from './rules/wallet';
export * from './rules/ids';
export * from './rules/stars';
export * from './rules/spin';
export * from './rules/onboarding';
export * from './rules/return-to';
export * from './rules/routes';
export * from './rules/page-meta';
export * from './rules/landing';
export * from './rules/brackets';
export * from './errors';
export type * from './api';
export type * from './events';
export type * from './commands';
export type * from './jobs';
export * from './rules/updates';
