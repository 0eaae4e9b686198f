export * from './email-verification';
export * from './update';
