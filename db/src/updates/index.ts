export * from './rows';
export * from './posts';
export * from './fanout';
export * from './thanks';
