/** API contracts, one file per domain (DESIGN §3): zod schemas of requests and responses + inferred types. */
export * from './common';
export * from './athletes';
export * from './schools';
export * from './fans';
export * from './users';
export * from './claims';
export * from './wallet';
export * from './commands';
export * from './payments';
export * from './sitemap';
export * from './ohio';
export * from './uploads';
export * from './rewards';
export * from './games';
export * from './chat';
