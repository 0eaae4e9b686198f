/**
 * Domain errors: what went wrong, never how a transport says it. db, the worker and the api throw these; the
 * api's error middleware is the one place that turns a kind into an HTTP status (`{ error: { code, message } }`).
 */
export const ERROR_KINDS = [
  'invalid',
  'unauthenticated',
  'forbidden',
  'not_found',
  'conflict',
  'unsupported',
  'too_large',
  'rate_limited',
  'upstream',
  'unavailable',
] as const;
export type ErrorKind = (typeof ERROR_KINDS)[number];

/** Error codes shared by api and web: `{ error: { code, message } }` (a kind may carry a narrower code). */
export type ErrorCode =
  | 'bad_request'
  | 'validation_error'
  | 'unauthenticated'
  | 'forbidden'
  | 'not_found'
  | 'conflict'
  | 'insufficient_balance'
  | 'rate_limited'
  | 'unavailable'
  | 'internal';

export class DomainError extends Error {
  constructor(
    public readonly kind: ErrorKind,
    public readonly code: ErrorCode | string,
    message: string,
  ) {
    super(message);
    this.name = 'DomainError';
  }
}

export const invalid = (message: string, code: string = 'validation_error') =>
  new DomainError('invalid', code, message);
export const unauthenticated = (message: string, code: string = 'unauthenticated') =>
  new DomainError('unauthenticated', code, message);
export const forbidden = (message: string, code: string = 'forbidden') =>
  new DomainError('forbidden', code, message);
export const notFound = (message: string, code: string = 'not_found') =>
  new DomainError('not_found', code, message);
export const conflict = (code: string, message: string) => new DomainError('conflict', code, message);
export const unavailable = (message: string, code: string = 'unavailable') =>
  new DomainError('unavailable', code, message);

export const NO_AUTH_ID_MESSAGE = 'No authId provided';
