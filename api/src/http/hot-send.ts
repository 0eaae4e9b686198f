import type { IncomingMessage, RequestListener, ServerResponse } from 'node:http';
import type { Request, RequestHandler, Response } from 'express';
import { Counter } from 'prom-client';
import { COMMAND_KINDS, sessionKeyPrefix } from '@fanlift/core';
import { LRUCache } from 'lru-cache';
import {
  sessionIdFromCookie,
  storedSessionFacts,
  type StoredSessionFacts,
} from '@fanlift/core/session-cookie';
import { ROUTES, idempotencyKeySchema } from '@fanlift/core/routes';
import type { SendLikesBody } from '@fanlift/core/api/wallet';
import { stageSendToAthlete, type SessionUserRow } from '@fanlift/db';
import type { ApiDeps } from '../deps';
import { answerCommand, checkPayload } from '../commands/submit';
import { errorAnswer } from '../middleware/errors';
import { SPEND_OTHERS_MESSAGE } from '../routes/wallet';
import { Answer } from './answer';
import { checksAnswers, contractBreach } from './handle';
import { assertOnlyMe } from './self';

/** The route the hot send answers, and its label in the request metrics (the app's is the same). */
export const HOT_SEND_PATH = '/api/likes/send';
const KEY = `POST ${HOT_SEND_PATH}` as const;
const spec = ROUTES[KEY];

export interface HotSendParts {
  /** The Express app: every request the hot send does not answer goes to it, its body unread or read and parsed. */
  app: (req: IncomingMessage, res: ServerResponse) => void;
  /**
   * The app's first middleware, configured as the app's: proxy headers policy, security headers, metrics (labelled
   * HOT_SEND_PATH), request log. Each uses only Node's request and response and calls `next` at once.
   */
  everyRequest: RequestHandler[];
  /** The app's JSON body parser (body-parser: Node's request only). */
  jsonBody: RequestHandler;
}

/**
 * The hot send (issue 27 item 5: the api's CPU per accepted send at most 2x a bare HTTP hop's). On game day most
 * requests are sends from fans this process has just served, and through Express each cost about twice what the
 * send itself does: the router's layers, express-session (cookie, signature, a session object hashed on the way in
 * and out), passport's three layers, every router walked. The node:http listener answers such a send itself when
 * all of this holds, and hands every other request to the app, unread:
 * - `POST /api/likes/send` with no query, X-Requested-With, a JSON content type and a well-formed Idempotency-Key;
 * - the session cookie is signed, and this process keeps that session (api/src/auth/session-cache.ts: a session is
 *   kept only while the change channel is live, and every save or sign-out through any api process clears it), and
 *   it names a user who is a fan (the same per-process user copy passport's deserializeUser reads);
 * - the JSON body (the app's parser; its 400 and 413 answered here as the app would) names an athlete and no
 *   allocation or school. Any other body goes to the app already parsed, which its parser then leaves as is.
 * It then runs the app's first middleware, and the route's chain in the route's order, with the same functions: the
 * `sends` rate limit (429), the body may name only this fan (403), the body schema (400), the payload, stage and
 * enqueue (answerCommand: 404, 409, 503, or 202 with Location), the contract check under test, and errors through
 * the app's errorAnswer. The answer is the app's but for the ETag that Express adds (a command's answer is never
 * cached or compared). Tests: test/integration/hot-send.test.ts answers each case both ways.
 */
export function createHotSend(deps: ApiDeps, parts: HotSendParts): RequestListener {
  const prefix = sessionKeyPrefix(deps.config.QUEUE_PREFIX);
  const secret = deps.config.SESSION_SECRET;
  const served = servedCounter(deps);
  const checkAnswers = checksAnswers(deps.config);
  const { app, everyRequest, jsonBody } = parts;

  // A fan sends many times a minute with the same Cookie header: its verified session id, and the user id of the
  // kept record last read (the same string while the session is unchanged), are remembered. Only a header whose
  // signature checked out is remembered, so a forged one is checked every time.
  const verified = new LRUCache<string, { sid: string; record?: string; facts?: StoredSessionFacts | null }>({
    max: 50_000,
  });

  /** A hot send's user id (its kept session) and Idempotency-Key, or null (the app answers). Changes nothing. */
  function hotSend(req: IncomingMessage): { userId: number; key: string } | null {
    if (req.method !== 'POST' || req.url !== HOT_SEND_PATH) return null;
    const h = req.headers;
    if (h['x-requested-with'] !== 'XMLHttpRequest' || !JSON_TYPE.test(h['content-type'] ?? '')) return null;
    const key = idempotencyKeySchema.safeParse(h['idempotency-key']);
    if (!key.success) return null;
    const kept = deps.sessionCache;
    if (!kept || !h.cookie) return null;
    let seen = verified.get(h.cookie);
    if (!seen) {
      const sid = sessionIdFromCookie(h.cookie, secret);
      if (!sid) return null;
      seen = { sid };
      verified.set(h.cookie, seen);
    }
    const record = kept.peek(prefix + seen.sid);
    if (!record) return null;
    if (record !== seen.record) {
      seen.record = record;
      seen.facts = storedSessionFacts(record);
    }
    const userId = seen.facts && seen.facts.expiresAt > Date.now() ? seen.facts.userId : null;
    return userId === null ? null : { userId, key: key.data };
  }

  /** The app's first middleware, as the app runs them (each calls next at once; an error is answered). */
  function begin(req: IncomingMessage, res: ServerResponse): void {
    for (const mw of everyRequest) {
      let went = false;
      let failed: unknown;
      mw(req as Request, res as Response, (err?: unknown) => {
        went = true;
        failed = err;
      });
      if (failed !== undefined) throw failed as Error;
      if (!went) throw new Error('a middleware of every request did not go on at once');
    }
  }

  function write(
    res: ServerResponse,
    status: number,
    body: unknown,
    headers: Readonly<Record<string, string>>,
  ) {
    if (res.headersSent) return;
    res.statusCode = status;
    for (const [name, value] of Object.entries(headers)) res.setHeader(name, value);
    res.setHeader('Content-Type', 'application/json; charset=utf-8');
    res.end(JSON.stringify(body));
  }

  function fail(res: ServerResponse, err: unknown): void {
    const a = errorAnswer(err, deps.logger, HOT_SEND_PATH);
    write(res, a.status, a.body, a.headers);
  }

  async function send(
    req: IncomingMessage,
    res: ServerResponse,
    user: SessionUserRow,
    key: string,
    raw: unknown,
  ) {
    served.inc();
    try {
      begin(req, res);
      await deps.limits.consumeForUser('sends', user.id);
      assertOnlyMe(user, raw, SPEND_OTHERS_MESSAGE);
      const body = spec.body.parse(raw) as SendLikesBody;
      const athleteId = body.athleteId!;
      const payload = { fanUserId: user.id, athleteId, likes: body.likes };
      checkPayload(COMMAND_KINDS.sendLikes, payload);
      const out = await answerCommand(
        deps,
        { userId: user.id, idempotencyKey: key, wait: false },
        COMMAND_KINDS.sendLikes,
        payload,
        (input) => stageSendToAthlete(deps.db.sequelize, input, athleteId),
      );
      const answer = out instanceof Answer ? out : new Answer(202, out);
      const breach = checkAnswers && answer.status < 300 ? contractBreach(spec, answer.body) : null;
      if (breach) {
        deps.logger.error({ route: KEY, breach }, 'answer does not match its declaration');
        return write(res, 500, { error: { code: 'response_contract', message: `${KEY}: ${breach}` } }, {});
      }
      write(res, answer.status, answer.body, answer.headers);
    } catch (err) {
      fail(res, err);
    }
  }

  function withBody(
    req: IncomingMessage & { body?: unknown },
    res: ServerResponse,
    user: SessionUserRow,
    key: string,
  ) {
    jsonBody(req as Request, res as Response, (err?: unknown) => {
      if (err !== undefined) {
        try {
          begin(req, res);
        } catch (failed) {
          return fail(res, failed);
        }
        return fail(res, err);
      }
      if (!isAthleteSend(req.body)) return app(req, res);
      void send(req, res, user, key, req.body);
    });
  }

  return (req, res) => {
    const hot = hotSend(req);
    if (hot === null) return app(req, res);
    deps.sessionUsers
      .load(hot.userId)
      .then(
        (user) => (user?.userType === 'fan' ? withBody(req, res, user, hot.key) : app(req, res)),
        () => app(req, res),
      )
      .catch((err: unknown) => fail(res, err));
  };
}

const JSON_TYPE = /^application\/json\s*(;\s*charset="?utf-8"?\s*)?$/i;

/** A body the route's fast path takes: to an athlete, not an allocation or a school (checked in full later). */
function isAthleteSend(body: unknown): boolean {
  if (!body || typeof body !== 'object' || Array.isArray(body)) return false;
  const b = body as Record<string, unknown>;
  return b.athleteId != null && b.allocationId == null && b.schoolId == null;
}

const SERVED = 'fanlift_api_hot_sends_total';

/** Sends the hot send answered (the rest of the sends are the app's `http_request_duration` count less these). */
function servedCounter(deps: ApiDeps): Counter {
  const { registry } = deps.metrics;
  return (
    (registry.getSingleMetric(SERVED) as Counter | undefined) ??
    new Counter({
      name: SERVED,
      help: 'Sends answered by the hot send, before Express',
      registers: [registry],
    })
  );
}
