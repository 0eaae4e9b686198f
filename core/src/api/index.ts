export * from './payments';
export * from './games';
export * from './chat';
