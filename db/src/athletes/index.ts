export * from './search';
export * from './profiles';
export * from './photo';
export * from './refs';
