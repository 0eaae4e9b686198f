export * from './useSession';
export * from './auth';
export * from './useFanSummary';
export * from './useSignOut';
export * from './useFanLoadingFlag';
