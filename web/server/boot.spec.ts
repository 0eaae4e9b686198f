import { createHash } from 'node:crypto';
import { expect } from 'chai';
import { BOOT_SCRIPT, BOOT_SCRIPT_HASH, deferCode } from './boot';
import { SPA_CSP_DIRECTIVES } from './security';

const template = `<!doctype html>
<html lang="en">
  <head>
    <title>Fanlift</title>
    <script type="module" crossorigin src="/assets/index-A.js"></script>
    <link rel="modulepreload" crossorigin href="/assets/react-B.js">
    <link rel="modulepreload" crossorigin href="/assets/start-C.js">
    <link rel="modulepreload" crossorigin href="/assets/HomePage-D.js" />
    <style data-styled="true">.a{color:red}</style>
  </head>
  <body>
    <div id="root"><main><h1>Home</h1></main></div>
  </body>
</html>`;

describe('web/server boot script (a server-rendered page asks for its code once painted)', () => {
  it('moves the entry and every preload, in order, from the head into one script before </body>', () => {
    const html = deferCode(template);
    expect(html).not.to.match(/<script type="module"/);
    expect(html).not.to.contain('modulepreload" crossorigin');
    const boot = /<script data-entry="([^"]+)" data-preload="([^"]*)">([\s\S]+?)<\/script>\s*<\/body>/.exec(
      html,
    );
    expect(boot, 'one boot script at the end of the body').not.to.equal(null);
    expect(boot![1]).to.equal('/assets/index-A.js');
    expect(boot![2]).to.equal('/assets/react-B.js /assets/start-C.js /assets/HomePage-D.js');
    expect(boot![3]).to.equal(BOOT_SCRIPT);
    // The rest of the document is untouched: the markup and its styles.
    expect(html).to.contain('<div id="root"><main><h1>Home</h1></main></div>');
    expect(html).to.contain('<style data-styled="true">.a{color:red}</style>');
    expect(html.match(/<script/g)).to.have.length(1);
  });

  it('leaves a document without an entry script as it is', () => {
    const plain = template.replace(/<script type="module"[^\n]*\n/, '');
    expect(deferCode(plain)).to.equal(plain);
  });

  it('the CSP allows the boot script by its hash (and no other inline script)', () => {
    const hash = `'sha256-${createHash('sha256').update(BOOT_SCRIPT).digest('base64')}'`;
    expect(BOOT_SCRIPT_HASH).to.equal(hash);
    expect(SPA_CSP_DIRECTIVES['script-src']).to.deep.equal(["'self'", hash]);
  });

  it('the boot script parses, waits for the first paint and asks within the fallback time', () => {
    expect(() => new Function(BOOT_SCRIPT)).not.to.throw();
    expect(BOOT_SCRIPT).to.contain('first-contentful-paint');
    expect(BOOT_SCRIPT).to.match(/setTimeout\(go,1500\)/);
  });
});
