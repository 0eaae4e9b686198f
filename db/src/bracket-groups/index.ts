export { type Viewer } from './access';
export * from './reads';
export * from './writes';
export * from './rank';
export * from './check';
export * from './seed';
