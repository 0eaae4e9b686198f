export * from './athletes';
export * from './schools';
export * from './profiles';
