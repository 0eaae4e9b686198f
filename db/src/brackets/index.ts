export * from './load';
export * from './view';
export * from './picks';
export * from './leaderboard';
export * from './admin';
export * from './reminders';
export * from './seed';
export * from './scores';
