import { expect } from 'chai';
import { apiKey, apiPath } from './routes';

describe('web/src/api/routes: URLs from route keys', () => {
  it('fills path parameters (encoded) and keeps what follows a parameter', () => {
    expect(apiPath('GET /api/walletTransactions/:id', { params: { id: 12 } })).to.equal(
      '/api/walletTransactions/12',
    );
    expect(apiPath('GET /api/sitemap/:page.xml', { params: { page: '3' } })).to.equal('/api/sitemap/3.xml');
    expect(
      apiPath('PUT /api/brackets/:kind/picks/:code', {
        params: { kind: 'cfp', code: 'R1 G/1' },
        body: { schoolId: 1 },
      }),
    ).to.equal('/api/brackets/cfp/picks/R1%20G%2F1');
  });

  it('writes the query: values left out when undefined, null or empty; lists as comma lists', () => {
    expect(apiPath('GET /api/athletes', { query: { name: 'Ann Lee', limit: 8, sport: undefined } })).to.equal(
      '/api/athletes?name=Ann+Lee&limit=8',
    );
    expect(apiPath('GET /api/athletes', { query: { ratings: [5, 4], position: '' } })).to.equal(
      '/api/athletes?ratings=5%2C4',
    );
    expect(apiPath('GET /api/earn')).to.equal('/api/earn');
  });

  it('a read is cached under its URL, so every reader of the same data shares one key', () => {
    const args = { params: { id: 5 }, query: { limit: 1000 } };
    expect(apiKey('GET /api/walletTransactions/:id', args)).to.equal(
      apiPath('GET /api/walletTransactions/:id', args),
    );
  });
});
