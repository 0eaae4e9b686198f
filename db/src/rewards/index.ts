export * from './unsubscribe';
export * from './spins';
export * from './milestones';
export * from './referrals';
export * from './invites';
export * from './rewards-data';
