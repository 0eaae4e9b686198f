export * from './email-verification';
