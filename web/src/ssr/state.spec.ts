import { expect } from 'chai';
import { readState, SSR_STATE_ID, stateScript } from './state';

describe('web ssr state script', () => {
  it('carries the data as JSON no value can break out of', () => {
    const evil = '</script><script>alert(1)</script><!--';
    const html = stateScript({
      fallback: { '/api/x': { name: evil, line: 'a\u2028b' } },
      renderedAt: 5,
      timeZone: 'UTC',
      phone: true,
    });
    expect(html.startsWith(`<script id="${SSR_STATE_ID}" type="application/json">`)).to.equal(true);
    const body = html.slice(html.indexOf('>') + 1, html.lastIndexOf('</script>'));
    expect(body).not.to.contain('<');
    expect(body).not.to.contain('\u2028');
    const parsed = JSON.parse(body) as { fallback: { '/api/x': { name: string; line: string } } };
    expect(parsed.fallback['/api/x'].name).to.equal(evil);
    expect(parsed.fallback['/api/x'].line).to.equal('a\u2028b');
  });

  it('reads back what the page was rendered for: its phone layout only when the server said so', () => {
    const doc = (json: string) => ({ getElementById: () => ({ textContent: json }) }) as unknown as Document;
    const script = (phone: unknown) =>
      /<script[^>]*>(.*)<\/script>/.exec(
        stateScript({ fallback: {}, renderedAt: 1, timeZone: 'UTC', phone: phone as boolean }),
      )![1]!;
    expect(readState(doc(script(true)))?.phone).to.equal(true);
    expect(readState(doc(script(false)))?.phone).to.equal(false);
    expect(readState(doc('{"fallback":{},"renderedAt":1,"timeZone":"UTC"}'))?.phone).to.equal(false);
    expect(readState(doc('{"fallback":{},"phone":"yes"}'))?.phone).to.equal(false);
  });
});
