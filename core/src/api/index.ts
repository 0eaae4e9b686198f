export * from './payments';
export * from './rewards';
