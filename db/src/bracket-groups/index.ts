export { type Viewer as GroupViewer } from './access';
export * from './reads';
export * from './writes';
export * from './rank';
export * from './check';
export * from './seed';
