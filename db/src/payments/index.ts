export * from './checkout-sessions';
export * from './session-locks';
export * from './stripe-events';
export * from './session-updates';
export * from './apply';
