/** Test factories: build the rows a test needs through the product's own paths (see each module). */
export * from './users';
export * from './athletes';
export * from './ledger';
export * from './checkout';
export * from './brackets';
