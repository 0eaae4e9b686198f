export * from './history';
export * from './send-recipient';
export * from './tx-view';
