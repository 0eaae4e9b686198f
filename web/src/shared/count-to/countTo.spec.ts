import { expect } from 'chai';
import { countStep } from './countTo';

describe('countStep', () => {
  it('starts at from, ends at to, moves monotonically both ways', () => {
    expect(countStep(10, 20, 0)).to.equal(10);
    expect(countStep(10, 20, 1)).to.equal(20);
    expect(countStep(10, 20, 2)).to.equal(20);
    expect(countStep(20, 10, 1)).to.equal(10);
    let prev = 100;
    for (let t = 0; t <= 1; t += 0.1) {
      const v = countStep(100, 40, t);
      expect(v).to.be.at.most(prev);
      prev = v;
    }
  });
});
