import { expect } from 'chai';
import { z } from 'zod';
import { ROUTES, ROUTE_MAPS, pathParamNames, splitRouteKey, type RouteSpec } from './index';

const entries = Object.entries(ROUTES) as [string, RouteSpec][];

describe('core/src/routes: the route declarations', () => {
  it('every key is METHOD /api/path, declared in exactly one domain map', () => {
    const keys = Object.values(ROUTE_MAPS).flatMap((m) => Object.keys(m));
    expect(keys.length, 'a key declared in two domain maps').to.equal(new Set(keys).size);
    expect(keys.length).to.equal(entries.length);
    for (const [key] of entries) {
      expect(() => splitRouteKey(key), key).not.to.throw();
      expect(key, key).to.match(/^(GET|POST|PUT|PATCH|DELETE) \/api(\/[^\s/]+)*$/);
    }
  });

  it('declared path params are exactly the path parameters; params, query and headers are objects', () => {
    for (const [key, spec] of entries) {
      const names = pathParamNames(splitRouteKey(key).path).sort();
      if (spec.params) {
        expect(spec.params, key).to.be.instanceOf(z.ZodObject);
        expect(Object.keys((spec.params as z.ZodObject).shape).sort(), key).to.deep.equal(names);
      }
      if (spec.query) expect(spec.query, key).to.be.instanceOf(z.ZodObject);
      if (spec.headers) expect(spec.headers, key).to.be.instanceOf(z.ZodObject);
    }
  });

  it('a route answers JSON with a response schema, or declares what else it produces', () => {
    for (const [key, spec] of entries) {
      const noContentOnly = spec.status && Object.keys(spec.status).every((s) => s === '204');
      expect(!!spec.response || !!spec.produces || !!noContentOnly, `${key} declares no answer`).to.equal(
        true,
      );
      expect(!!spec.response && !!spec.produces, `${key} declares JSON and ${spec.produces}`).to.equal(false);
      expect(!!spec.body && !!spec.upload, `${key}: a JSON body or an upload, not both`).to.equal(false);
      if (spec.command)
        expect(spec.access, `${key}: commands are staged for a signed-in user`).not.to.equal('public');
      if (key.startsWith('GET ')) expect(spec.body, `${key}: a GET has no body`).to.equal(undefined);
    }
  });
});
