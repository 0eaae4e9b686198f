export * from './payments';
export * from './brackets';
export * from './games';
