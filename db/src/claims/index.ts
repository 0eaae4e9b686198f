export * from './requests';
export * from './views';
export * from './claimable';
