/**
 * The ledger (DESIGN §4): every change of likes is a journal of entries summing to 0 over accounts.
 * Callers (worker processors, payments) post journals inside their own transaction.
 */
export * from './accounts';
export * from './journal';
export { ensureAccount, getBalance } from './account-rows';
export * from './invariants';
export * from './tx';
export * from './pg-transaction';
