/**
 * A handler's answer with a status other than the route's first (201 Created, 202 Accepted...) or a refusal
 * whose body carries more than `{ error }` (a failed command's id, say). Plain values answer 200 with JSON.
 */
export class Answer<B> {
  constructor(
    readonly status: number,
    readonly body: B,
    readonly headers: Readonly<Record<string, string>> = {},
  ) {}
}

export const answer = <B>(status: number, body: B, headers?: Record<string, string>) =>
  new Answer(status, body, headers);

/** A 4xx/5xx body: `{ error: { code, message } }` and possibly more (never checked against the response). */
export interface RefusalBody {
  error: { code: string; message: string };
  [more: string]: unknown;
}
export type Refusal = Answer<RefusalBody>;
export const refusal = (status: number, body: RefusalBody, headers?: Record<string, string>): Refusal =>
  new Answer(status, body, headers);
