export * from './schools';
export * from './likes';
