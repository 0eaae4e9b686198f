/** What operators run against a live database (npm run commands:stuck, npm run ledger:top). */
export * from './stuck-commands';
export * from './top-accounts';
