export * from './payments';
export * from './brackets';
