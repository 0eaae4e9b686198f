import { createElement } from 'react';
import { renderToString } from 'react-dom/server';
import { expect } from 'chai';
import useSWR, { SWRConfig, type SWRConfiguration } from 'swr';
import { hydrationSwr } from './hydration';

/** Whether a read of `key` renders as loading (it would fetch on mount) under these settings. */
function readsAsLoading(swr: SWRConfiguration, key: string): boolean {
  function Probe() {
    const { data, isLoading } = useSWR(key, () => 'fetched');
    return createElement('i', null, isLoading ? 'loading' : `ready:${String(data)}`);
  }
  const tree = createElement(
    SWRConfig,
    { value: { ...swr, provider: () => new Map() } },
    createElement(Probe),
  );
  return renderToString(tree).includes('loading');
}

describe('web ssr hydration settings', () => {
  const state = { fallback: { '/api/a': 1 }, renderedAt: Date.now(), timeZone: 'UTC', phone: false };

  it("hydrates with the server's answers and does not fetch them again on the rendered page", () => {
    const swr = hydrationSwr(state, { pathname: '/x', search: '' } as Location);
    expect(swr.fallback).to.deep.equal({ '/api/a': 1 });
    expect(readsAsLoading(swr, '/api/a')).to.equal(false);
    expect(readsAsLoading(swr, '/api/b')).to.equal(true);
  });

  it("puts the server's answer in the cache, so an update through mutate(fn) starts from it", () => {
    const swr = hydrationSwr(state, { pathname: '/x', search: '' } as Location);
    const cache = new Map<string, { data?: unknown }>();
    function Probe() {
      useSWR('/api/a', () => 'fetched');
      return null;
    }
    renderToString(
      createElement(SWRConfig, { value: { ...swr, provider: () => cache } }, createElement(Probe)),
    );
    expect(cache.get('/api/a')?.data).to.equal(1);
  });

  it('once the visitor moved to another page, reads fetch as usual, also back on the first page', () => {
    const location = { pathname: '/x', search: '' };
    const swr = hydrationSwr(state, location as Location);
    location.pathname = '/y';
    expect(readsAsLoading(swr, '/api/a')).to.equal(true);
    location.pathname = '/x';
    expect(readsAsLoading(swr, '/api/a')).to.equal(true);
  });
});
