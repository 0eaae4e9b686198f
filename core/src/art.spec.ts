import { expect } from 'chai';
import { athleteAvatarSvg, athleteInitials, escapeXml, schoolInitials, schoolLogoSvg } from './art';

/** A light well-formedness check: one root svg element, balanced tags, no raw '<' or '&' in text. */
function expectWellFormedSvg(svg: string) {
  expect(svg.startsWith('<svg xmlns="http://www.w3.org/2000/svg"')).to.equal(true);
  expect(svg.endsWith('</svg>')).to.equal(true);
  const stack: string[] = [];
  const tag = /<(\/?)([a-zA-Z]+)([^<>]*?)(\/?)>/g;
  let last = 0;
  let m: RegExpExecArray | null;
  while ((m = tag.exec(svg))) {
    const between = svg.slice(last, m.index);
    expect(between).to.not.match(/[<>]/);
    expect(between).to.not.match(/&(?!(amp|lt|gt|quot|apos);)/);
    last = tag.lastIndex;
    const [, closing, name, attrs, selfClosing] = m;
    expect(attrs).to.not.match(/&(?!(amp|lt|gt|quot|apos);)/);
    if (closing) expect(stack.pop()).to.equal(name);
    else if (!selfClosing) stack.push(name);
  }
  expect(stack).to.deep.equal([]);
  expect(last).to.equal(svg.length);
}

describe('core/art', () => {
  it('escapes XML special characters', () => {
    expect(escapeXml(`<a href="x">Tom & Jerry's</a>`)).to.equal(
      '&lt;a href=&quot;x&quot;&gt;Tom &amp; Jerry&apos;s&lt;/a&gt;',
    );
  });

  it('school logo: valid SVG with the initials and colours', () => {
    const svg = schoolLogoSvg({
      name: 'Ohio State University',
      shortName: 'Ohio State',
      primaryColor: '#BB0000',
      secondaryColor: '#666666',
    });
    expectWellFormedSvg(svg);
    expect(svg).to.contain('>OS</text>');
    expect(svg).to.contain('#bb0000');
    expect(svg).to.contain('<title>Ohio State University</title>');
  });

  it('school initials', () => {
    expect(schoolInitials('Louisiana State University', 'LSU')).to.equal('LSU');
    expect(schoolInitials('University of Connecticut', 'UConn')).to.equal('UC');
    expect(schoolInitials('Boston College', 'Boston College')).to.equal('BC');
    expect(schoolInitials('San Diego State University', 'San Diego State')).to.equal('SD');
    expect(schoolInitials('University of Alabama', 'Alabama')).to.equal('A');
  });

  it('school logo: escapes names and never echoes a non-hex colour', () => {
    const svg = schoolLogoSvg({
      name: 'Texas A&M <script>alert(1)</script>',
      shortName: 'Texas A&M',
      primaryColor: 'red" onload="alert(1)',
      secondaryColor: '#fff',
    });
    expectWellFormedSvg(svg);
    expect(svg).to.not.contain('<script');
    expect(svg).to.not.contain('onload');
    expect(svg).to.contain('TA&amp;M');
    expect(svg).to.contain('#1f3a93');
  });

  it('athlete avatar: valid SVG, initials, escaping', () => {
    const svg = athleteAvatarSvg({ id: 42, firstName: 'Ava', lastName: "O'Neil <b>" });
    expectWellFormedSvg(svg);
    expect(svg).to.contain('>AO</text>');
    expect(svg).to.contain('O&apos;Neil &lt;b&gt;');
    expect(athleteInitials('', '')).to.equal('?');
    expectWellFormedSvg(athleteAvatarSvg({ id: 1, firstName: '&', lastName: '<' }));
  });

  it('athlete avatar: deterministic per id, different across ids', () => {
    const a = athleteAvatarSvg({ id: 7, firstName: 'Jo', lastName: 'Lee' });
    expect(athleteAvatarSvg({ id: 7, firstName: 'Jo', lastName: 'Lee' })).to.equal(a);
    const colours = new Set(
      Array.from({ length: 20 }, (_, i) => athleteAvatarSvg({ id: i, firstName: 'Jo', lastName: 'Lee' })),
    );
    expect(colours.size).to.equal(20);
  });
});
