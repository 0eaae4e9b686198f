import { expect } from 'chai';
import { csvCell } from './stream';

describe('csvCell', () => {
  it('quotes text a spreadsheet would run as a formula', () => {
    for (const s of ['=SUM(A1)', '+1', '-2+3', '@cmd', '\tx', '\rx']) expect(csvCell(s)).to.equal(`'${s}`);
  });
  it('leaves numbers, dates, empty values and plain text as they are', () => {
    expect(csvCell(-3)).to.equal('-3');
    expect(csvCell(12)).to.equal('12');
    expect(csvCell(10n)).to.equal('10');
    expect(csvCell(null)).to.equal('');
    expect(csvCell(undefined)).to.equal('');
    expect(csvCell(new Date('2026-01-02T03:04:05Z'))).to.equal('2026-01-02T03:04:05.000Z');
    expect(csvCell('Likes to an athlete')).to.equal('Likes to an athlete');
  });
});
