export * from './affiliates';
