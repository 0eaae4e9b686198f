export * from './history';
export * from './send-recipient';
