import { expect } from 'chai';
import { fromTemplate, KeyTemplates, pageParams, toTemplate } from './key-templates';

describe('web/server key templates (the reads a route makes, learnt)', () => {
  it('names a page URL by its route, with route and query parameters', () => {
    expect(pageParams('/athletes/42?tab=funds')).to.deep.equal({
      route: '/athletes/:athleteId',
      params: { athleteId: '42', '?tab': 'funds' },
    });
    expect(pageParams('/no/such/page/here')).to.equal(null);
  });

  it('writes parameter values as placeholders only where they are whole segments or values', () => {
    const params = { athleteId: '42' };
    expect(toTemplate('/api/athletes/42', params)).to.equal('/api/athletes/{athleteId}');
    expect(toTemplate('/api/athletes/42/supporters?limit=5', params)).to.equal(
      '/api/athletes/{athleteId}/supporters?limit=5',
    );
    // 420 and 142 are other numbers, not the parameter.
    expect(toTemplate('/api/athletes/420?page=142', params)).to.equal('/api/athletes/420?page=142');
    expect(fromTemplate('/api/athletes/{athleteId}', { athleteId: '7' })).to.equal('/api/athletes/7');
    expect(fromTemplate('/api/athletes/{athleteId}', {})).to.equal(null);
  });

  it('guesses the reads of another page of a route from the last one rendered', () => {
    const t = new KeyTemplates();
    expect(t.guess('/athletes/1')).to.deep.equal([]);
    t.learn('/athletes/1', ['/api/auth/me', '/api/athletes/1', '@"POST /api/x",1,']);
    expect(t.guess('/athletes/2')).to.deep.equal(['/api/auth/me', '/api/athletes/2']);
    expect(t.guess('/search-athletes')).to.deep.equal([]);
  });
});
