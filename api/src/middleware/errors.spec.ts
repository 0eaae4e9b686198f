import { expect } from 'chai';
import pino from 'pino';
import { conflict, DomainError, ERROR_KINDS, forbidden, invalid, notFound } from '@fanlift/core';
import { errorHandler, HTTP_STATUS_OF_KIND, httpStatusOfCommandError } from './errors';

/** Run the error middleware on `err` and return what it answered. */
function answer(err: unknown): { status: number; body: unknown } {
  const out = { status: 0, body: undefined as unknown };
  const res = {
    headersSent: false,
    set: () => res,
    status(s: number) {
      out.status = s;
      return res;
    },
    json(b: unknown) {
      out.body = b;
      return res;
    },
  };
  const handler = errorHandler(pino({ level: 'silent' }));
  // @ts-expect-error minimal request and response stand-ins
  handler(err, { path: '/x' }, res, () => undefined);
  return out;
}

describe('api error middleware: domain errors to HTTP in one place', () => {
  it('maps every kind to a status', () => {
    for (const kind of ERROR_KINDS) expect(HTTP_STATUS_OF_KIND[kind], kind).to.be.within(400, 599);
  });

  it('answers the domain errors db throws with their status and code', () => {
    expect(answer(notFound('Athlete not found'))).to.deep.equal({
      status: 404,
      body: { error: { code: 'not_found', message: 'Athlete not found' } },
    });
    expect(answer(conflict('already_claimed', 'Taken')).status).to.equal(409);
    expect(answer(forbidden('No')).status).to.equal(403);
    expect(answer(invalid('bad')).body).to.deep.equal({
      error: { code: 'validation_error', message: 'bad' },
    });
    expect(answer(new DomainError('unavailable', 'unavailable', 'down')).status).to.equal(503);
  });

  it("maps a failed command's code (refusals by the worker)", () => {
    expect(httpStatusOfCommandError('not_found')).to.equal(404);
    expect(httpStatusOfCommandError('forbidden')).to.equal(403);
    expect(httpStatusOfCommandError('insufficient_balance')).to.equal(409);
  });
});
