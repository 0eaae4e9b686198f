export * from './schools';
export * from './likes';
export * from './refs';
