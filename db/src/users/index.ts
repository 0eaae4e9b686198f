export * from './email-verification';
export * from './update';
export * from './create';
export * from './session-user';
export * from './refs';
