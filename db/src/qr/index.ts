export * from './targets';
export * from './codes';
export * from './claim-invites';
