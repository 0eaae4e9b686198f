export * from './views';
export * from './events';
export * from './apply-events';
export * from './admin';
export * from './rooms';
export * from './demo';
