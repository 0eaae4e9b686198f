export * from './views';
export * from './events';
export * from './admin';
