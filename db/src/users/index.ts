export * from './email-verification';
export * from './update';
export * from './session-user';
