/** Constants, errors and pure rules: values both entries (`@fanlift/core` and `@fanlift/core/web`) export. */
export * from './constants';
export * from './errors';
export * from './rules/wallet';
export * from './rules/ids';
export * from './rules/stars';
export * from './rules/spin';
export * from './rules/onboarding';
export * from './rules/return-to';
export * from './rules/routes';
export * from './rules/page-meta';
export * from './rules/landing';
export * from './rules/brackets';
export * from './rules/positions';
