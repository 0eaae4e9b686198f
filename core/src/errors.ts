/** Error codes shared by api and web: `{ error: { code, message } }`. */
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

export class AppError extends Error {
  constructor(
    public readonly status: number,
    public readonly code: ErrorCode | string,
    message: string,
  ) {
    super(message);
  }
}

export const NO_AUTH_ID_MESSAGE = 'No authId provided';
