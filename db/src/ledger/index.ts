/**
 * The ledger (DESIGN §4): every change of likes is a journal of entries summing to 0 over accounts. Every journal
 * is written here, through the services (promo, card, sends) over `transfer` and `postJournal`, inside the
 * caller's transaction.
 */
export * from './accounts';
export * from './journal';
export { ensureAccount, getBalance, lockBalance } from './account-rows';
export * from './transfer';
export * from './promo';
export * from './card';
export * from './sends';
export * from './invariants';
export * from './tx';
export * from './pg-transaction';
