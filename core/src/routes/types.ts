import type { z } from 'zod';
import type { HttpMethod, Produces } from './route';

/**
 * Types derived from a route declaration: what a caller sends (RouteArgs) and what it gets back (RouteAnswer),
 * and what a handler receives (RouteInput) and returns (RouteOutput). Types only: the web imports them with
 * `import type`, so no schema reaches the browser.
 */

/** The path of a key. */
export type PathOf<K> = K extends `${HttpMethod} ${infer P}` ? P : never;
export type MethodOf<K> = K extends `${infer M extends HttpMethod} ${string}` ? M : never;

type ParamName<S extends string> = S extends `${infer Name}.${string}` ? Name : S;
/** The parameter names of an Express-style path (`/a/:id/b/:code.png` -> 'id' | 'code'). */
export type ParamNames<P extends string> = P extends `${string}:${infer Rest}`
  ? Rest extends `${infer Name}/${infer Tail}`
    ? ParamName<Name> | ParamNames<`/${Tail}`>
    : ParamName<Rest>
  : never;

type Field<S, F extends string> = S extends { [P in F]: infer Z extends z.ZodType } ? Z : never;
type Simplify<T> = { [P in keyof T]: T[P] };

/**
 * What a caller gives for a query: the declared input, except that a value the schema coerces or preprocesses
 * (input `unknown`) is given as the type it becomes or as the text it is read from.
 */
export type QueryInput<Q extends z.ZodType> = Simplify<{
  [P in keyof z.input<Q>]: unknown extends z.input<Q>[P]
    ? P extends keyof z.output<Q>
      ? z.output<Q>[P] | string | undefined
      : never
    : z.input<Q>[P];
}>;

type ParamsArg<P extends string> = [ParamNames<P>] extends [never]
  ? unknown
  : { params: Record<ParamNames<P>, string | number> };
/** Optional when every field is (a caller may leave it out). */
type OptionalIfEmpty<Name extends string, T> =
  Record<never, never> extends T ? { [N in Name]?: T } : { [N in Name]: T };
type QueryArg<S> = [Field<S, 'query'>] extends [never]
  ? unknown
  : OptionalIfEmpty<'query', QueryInput<Field<S, 'query'>>>;
type BodyArg<S> = S extends { upload: object }
  ? { body: FormData }
  : [Field<S, 'body'>] extends [never]
    ? unknown
    : OptionalIfEmpty<'body', z.input<Field<S, 'body'>>>;
type HeadersArg<S> = [Field<S, 'headers'>] extends [never]
  ? unknown
  : OptionalIfEmpty<'headers', z.input<Field<S, 'headers'>>>;

/** What a caller of route K (of map M) gives: params, query, body, headers, as declared. */
export type RouteArgs<M, K extends keyof M> = Simplify<
  ParamsArg<PathOf<K>> & QueryArg<M[K]> & BodyArg<M[K]> & HeadersArg<M[K]>
>;

type NoContent<S> = S extends { status: { 204: string } } ? null : never;
/** What a caller of route K gets back: the declared answer (null for a 204); a non-JSON route answers no JSON. */
export type RouteAnswer<M, K extends keyof M> = M[K] extends { produces: Produces }
  ? never
  : [Field<M[K], 'response'>] extends [never]
    ? unknown
    : z.output<Field<M[K], 'response'>> | NoContent<M[K]>;

type Parsed<S, F extends string, Else> = [Field<S, F>] extends [never] ? Else : z.output<Field<S, F>>;
/** What a handler of route K receives, parsed. */
export interface RouteInput<M, K extends keyof M> {
  params: Parsed<M[K], 'params', Record<ParamNames<PathOf<K>>, string>>;
  query: Parsed<M[K], 'query', Record<string, never>>;
  body: Parsed<M[K], 'body', undefined>;
  /** Parsed before the handler, except on command routes (the command helper reads the Idempotency-Key). */
  headers: M[K] extends { command: string }
    ? Record<string, never>
    : Parsed<M[K], 'headers', Record<string, never>>;
}

/** What a handler of route K answers: the declared response's input (serialised as JSON), or nothing. */
export type RouteOutput<M, K extends keyof M> = M[K] extends { produces: Produces }
  ? void
  : [Field<M[K], 'response'>] extends [never]
    ? void
    : z.input<Field<M[K], 'response'>> | NoContent<M[K]>;
