import { expect } from 'chai';
import { paymentMethodName, platformFeeLikes, purchaseName, quarterOf, splitGift } from './money';

describe('money rules', () => {
  it('takes no fee at 0 % and rounds the fee down', () => {
    expect(platformFeeLikes(100, 0)).to.equal(0);
    expect(platformFeeLikes(100, 10)).to.equal(10);
    expect(platformFeeLikes(9, 10)).to.equal(0);
    expect(platformFeeLikes(1000, 2.9)).to.equal(29);
    expect(splitGift(25, 10)).to.deep.equal({ toRecipient: 23, fee: 2 });
  });

  it('names payment methods in words', () => {
    expect(paymentMethodName('card')).to.equal('Card');
    expect(paymentMethodName('us_bank_account')).to.equal('Bank debit');
    expect(paymentMethodName(null)).to.equal('Payment');
    expect(purchaseName('us_bank_account', 10)).to.equal('Bank debit purchase (10 likes)');
    expect(purchaseName('card', 1)).to.equal('Card purchase (1 like)');
    expect(purchaseName(null, 5)).to.equal('Purchase (5 likes)');
  });

  it('puts months in quarters', () => {
    expect([1, 3, 4, 6, 7, 9, 10, 12].map(quarterOf)).to.deep.equal([1, 1, 2, 2, 3, 3, 4, 4]);
  });
});
