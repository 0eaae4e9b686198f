import { expect } from 'chai';
import { ApiError, apiFetch } from './client';

/** A fetch that answers `body` after `ms`, or rejects as fetch does when its signal aborts first. */
function slowFetch(ms: number, body = '{"ok":true}') {
  return (_url: string | URL | Request, init?: RequestInit) =>
    new Promise<Response>((resolve, reject) => {
      const t = setTimeout(() => resolve(new Response(body, { status: 200 })), ms);
      init?.signal?.addEventListener('abort', () => {
        clearTimeout(t);
        reject(
          init.signal?.reason instanceof Error
            ? init.signal.reason
            : new DOMException('aborted', 'AbortError'),
        );
      });
    });
}

describe('web/src/api/client: apiFetch', () => {
  const realFetch = globalThis.fetch;
  afterEach(() => {
    globalThis.fetch = realFetch;
  });

  it('gives up a read with no answer in time as a network failure (status 0, code timeout), which SWR retries', async () => {
    globalThis.fetch = slowFetch(1_000) as typeof fetch;
    const started = Date.now();
    const err = await apiFetch('/api/explore-roster?sort=name', { timeoutMs: 30 }).then(
      () => null,
      (e: unknown) => e,
    );
    expect(err).to.be.instanceOf(ApiError);
    expect((err as ApiError).status).to.equal(0);
    expect((err as ApiError).code).to.equal('timeout');
    expect((err as ApiError).message).to.match(/took too long/);
    expect(Date.now() - started).to.be.below(500);
  });

  it('answers a read that comes in time', async () => {
    globalThis.fetch = slowFetch(5) as typeof fetch;
    expect(await apiFetch('/api/earn', { timeoutMs: 500 })).to.deep.equal({ ok: true });
  });

  it('never gives up a command: a POST waits for its answer however long', async () => {
    globalThis.fetch = slowFetch(80, '{"status":"applied"}') as typeof fetch;
    expect(await apiFetch('/api/likes/send', { method: 'POST', body: {}, timeoutMs: 10 })).to.deep.equal({
      status: 'applied',
    });
  });

  it("a read the caller aborts rejects with the caller's AbortError, not a timeout", async () => {
    globalThis.fetch = slowFetch(1_000) as typeof fetch;
    const caller = new AbortController();
    const p = apiFetch('/api/earn', { signal: caller.signal, timeoutMs: 500 });
    caller.abort();
    const err = await p.then(
      () => null,
      (e: unknown) => e,
    );
    expect(err).to.be.instanceOf(DOMException);
    expect((err as DOMException).name).to.equal('AbortError');
  });
});
