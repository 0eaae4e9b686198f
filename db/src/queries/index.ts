export * from './athletes';
export * from './schools';
export * from './profiles';
export * from './claims';
export * from './claim-views';
