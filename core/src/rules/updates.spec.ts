import { expect } from 'chai';
import { periodLabels } from './updates';

describe('core/rules/updates: period labels', () => {
  it('names the month and the July-June season of a date', () => {
    expect(periodLabels(new Date(Date.UTC(2026, 10, 26)))).to.deep.equal({
      month: '2026-11',
      season: '2026-27',
    });
    expect(periodLabels(new Date(Date.UTC(2027, 2, 1)))).to.deep.equal({
      month: '2027-03',
      season: '2026-27',
    });
    expect(periodLabels(new Date(Date.UTC(2099, 6, 1)))).to.deep.equal({
      month: '2099-07',
      season: '2099-00',
    });
  });
});
