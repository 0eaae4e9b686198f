export * from './affiliates';
export * from './commissions';
