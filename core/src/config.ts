/**
 * One zod schema per process (DESIGN §2/§3), each in its own file of config/ built from the shared parts.
 * `@fanlift/core/config` is this barrel.
 */
export * from './config/shared';
export * from './config/forwarded';
export * from './config/api';
export * from './config/worker';
export * from './config/realtime';
export * from './config/web';
export * from './config/cheers';
