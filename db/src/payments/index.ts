export * from './checkout-sessions';
