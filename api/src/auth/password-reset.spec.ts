import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { expect } from 'chai';
import { DomainError } from '@fanlift/core';
import { requestAuth0PasswordReset } from './password-reset';
import { httpStatusOf } from '../middleware/errors';

/** A stand-in for Auth0's Authentication API that records what it was asked and answers `status`. */
async function fakeAuth0(status: number) {
  const seen: { method?: string; url?: string; type?: string; body?: unknown }[] = [];
  const server: Server = createServer((req, res) => {
    let raw = '';
    req.on('data', (d: Buffer) => (raw += d.toString()));
    req.on('end', () => {
      seen.push({
        method: req.method,
        url: req.url,
        type: req.headers['content-type'],
        body: JSON.parse(raw),
      });
      res.writeHead(status, { 'Content-Type': 'text/plain' });
      res.end("We've just sent you an email to reset your password.");
    });
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  const { port } = server.address() as AddressInfo;
  return { baseUrl: `http://127.0.0.1:${port}`, seen, close: () => new Promise((r) => server.close(r)) };
}

describe('api/auth/password-reset: the reset is handed over to Auth0', () => {
  it('posts client_id, email and connection to /dbconnections/change_password', async () => {
    const auth0 = await fakeAuth0(200);
    try {
      await requestAuth0PasswordReset({
        baseUrl: auth0.baseUrl,
        clientId: 'client-123',
        connection: 'Username-Password-Authentication',
        email: 'fan@example.com',
      });
      expect(auth0.seen).to.deep.equal([
        {
          method: 'POST',
          url: '/dbconnections/change_password',
          type: 'application/json',
          body: {
            client_id: 'client-123',
            email: 'fan@example.com',
            connection: 'Username-Password-Authentication',
          },
        },
      ]);
    } finally {
      await auth0.close();
    }
  });

  it('an Auth0 error or silence is a clear 502 (429 stays 429), never a success', async () => {
    for (const [status, expected] of [
      [500, 502],
      [400, 502],
      [429, 429],
    ] as const) {
      const auth0 = await fakeAuth0(status);
      try {
        const err = await requestAuth0PasswordReset({
          baseUrl: auth0.baseUrl,
          clientId: 'c',
          connection: 'db',
          email: 'a@b.co',
        }).then(
          () => null,
          (e: unknown) => e,
        );
        expect(err, String(status)).to.be.instanceOf(DomainError);
        expect(httpStatusOf(err as DomainError), String(status)).to.equal(expected);
      } finally {
        await auth0.close();
      }
    }
    const down = await requestAuth0PasswordReset({
      baseUrl: 'http://127.0.0.1:9',
      clientId: 'c',
      connection: 'db',
      email: 'a@b.co',
      timeoutMs: 2000,
    }).then(
      () => null,
      (e: unknown) => e,
    );
    expect(httpStatusOf(down as DomainError)).to.equal(502);
  });
});
