import { expect } from 'chai';
import { holdBalance, isBalanceHeld } from './balanceHold';

describe('balanceHold', () => {
  it('holds until the last hold is released; a release counts once', () => {
    expect(isBalanceHeld()).to.equal(false);
    const a = holdBalance();
    const b = holdBalance();
    a();
    a();
    expect(isBalanceHeld()).to.equal(true);
    b();
    expect(isBalanceHeld()).to.equal(false);
  });
});
