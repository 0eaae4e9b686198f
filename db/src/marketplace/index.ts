export * from './items';
export * from './orders';
