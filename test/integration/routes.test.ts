import { expect } from 'chai';
import { ROUTES, pathParamNames, splitRouteKey } from '@fanlift/core/routes';
import { createApp } from '../../api/src/app';
import { QUEUE_DASHBOARD_PATH } from '../../api/src/routes/admin/queues';
import { fileApi } from '../helpers/api';
import { servedRoutes } from '../helpers/router-walk';

const declared = Object.keys(ROUTES).sort();
const openApiPath = (path: string) => path.replace(/:([A-Za-z_][A-Za-z0-9_]*)/g, '{$1}');

/**
 * Served but not declared, on purpose: the probes outside /api (the same handlers as /api/healthz and
 * /api/readyz) and the queue dashboard, another program's app (bull-board) mounted for admins at /admin/queues.
 * (Swagger UI at /api/docs is static middleware over /api/openapi.json: no route of ours.)
 */
const UNDECLARED = [
  (r: { method: string; path: string }) =>
    r.method === 'GET' && (r.path === '/healthz' || r.path === '/readyz'),
  // The browser-tab icon of the pages the api renders (outside /api, like the probes).
  (r: { method: string; path: string }) => r.method === 'GET' && r.path === '/favicon.ico',
  (r: { method: string; path: string }) => r.method === 'APP' && r.path === QUEUE_DASHBOARD_PATH,
];

/**
 * One declaration per route (core/src/routes): the OpenAPI document is exactly the declarations, and the api serves
 * exactly the declared routes (walking Express's router stack), so neither can drift from the other.
 */
describe('routes: the declarations, the OpenAPI document and the routes Express serves agree', function () {
  this.timeout(30_000);
  const api = fileApi();

  it('the OpenAPI document has one operation per declared route, with its path parameters', async () => {
    const res = await api.agent().get('/api/openapi.json');
    expect(res.status).to.equal(200);
    const doc = res.body as {
      paths: Record<
        string,
        Record<string, { parameters?: { in: string; name: string }[]; summary?: string }>
      >;
    };
    const operations = Object.entries(doc.paths)
      .flatMap(([path, item]) => Object.keys(item).map((m) => `${m.toUpperCase()} ${path}`))
      .sort();
    expect(operations).to.deep.equal(
      declared
        .map((k) => {
          const { method, path } = splitRouteKey(k);
          return `${method} ${openApiPath(path)}`;
        })
        .sort(),
    );
    for (const key of declared) {
      const { method, path } = splitRouteKey(key);
      const op = doc.paths[openApiPath(path)][method.toLowerCase()];
      const inPath = (op.parameters ?? [])
        .filter((p) => p.in === 'path')
        .map((p) => p.name)
        .sort();
      expect(inPath, key).to.deep.equal(pathParamNames(path).sort());
      expect(op.summary, key).to.be.a('string').and.not.equal('');
    }
  });

  it('every route Express serves is declared, and every declared route is served', () => {
    const served = servedRoutes(createApp(api.deps));
    const named = served.filter((r) => !UNDECLARED.some((skip) => skip(r)));
    // A method fallback (router.all: 405 or 404 for the other methods of a path) only ever backs a declared path.
    const declaredPaths = new Set(declared.map((k) => splitRouteKey(k).path));
    for (const r of named.filter((x) => x.method === 'ALL'))
      expect(declaredPaths.has(r.path), `${r.path}: a fallback for an undeclared path`).to.equal(true);
    const keys = named.filter((r) => r.method !== 'ALL').map((r) => `${r.method} ${r.path}`);
    expect(new Set(keys).size, 'a route registered twice').to.equal(keys.length);
    expect(keys.sort()).to.deep.equal(declared);
    // The exclusions above are real (a renamed mount would otherwise hide a route).
    for (const skip of UNDECLARED) expect(served.some(skip), String(skip)).to.equal(true);
  });
});
