export * from './athletes';
export * from './schools';
export * from './profiles';
export * from './claims';
