export * from './messages';
export * from './redis-keys';
