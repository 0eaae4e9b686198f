import { expect } from 'chai';
import { BASKETBALL_POSITIONS, FOOTBALL_POSITIONS } from '../constants';
import { positionForSport, positionsOf } from './positions';

describe('positions of a sport', () => {
  it('lists the sport positions, none without a sport', () => {
    expect(positionsOf('football')).to.deep.equal(FOOTBALL_POSITIONS);
    expect(positionsOf('basketball')).to.deep.equal(BASKETBALL_POSITIONS);
    expect(positionsOf('')).to.deep.equal([]);
  });

  it('keeps a position the new sport has and drops one it lacks', () => {
    expect(positionForSport('football', 'QB')).to.equal('QB');
    expect(positionForSport('basketball', 'QB')).to.equal('');
    expect(positionForSport('basketball', 'C')).to.equal('C');
    expect(positionForSport('', 'C')).to.equal('');
  });
});
