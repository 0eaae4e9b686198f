import { expect } from 'chai';
import { SSR_STATE_ID, stateScript } from './state';

describe('web ssr state script', () => {
  it('carries the data as JSON no value can break out of', () => {
    const evil = '</script><script>alert(1)</script><!--';
    const html = stateScript({
      fallback: { '/api/x': { name: evil, line: 'a\u2028b' } },
      renderedAt: 5,
      timeZone: 'UTC',
    });
    expect(html.startsWith(`<script id="${SSR_STATE_ID}" type="application/json">`)).to.equal(true);
    const body = html.slice(html.indexOf('>') + 1, html.lastIndexOf('</script>'));
    expect(body).not.to.contain('<');
    expect(body).not.to.contain('\u2028');
    const parsed = JSON.parse(body) as { fallback: { '/api/x': { name: string; line: string } } };
    expect(parsed.fallback['/api/x'].name).to.equal(evil);
    expect(parsed.fallback['/api/x'].line).to.equal('a\u2028b');
  });
});
