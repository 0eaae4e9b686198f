export * from './history';
export * from './send-recipient';
export * from './tx-view';
export * from './send-likes';
export * from './spend';
export * from './csv';
