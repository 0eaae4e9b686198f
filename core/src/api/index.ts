export * from './payments';
export * from './games';
