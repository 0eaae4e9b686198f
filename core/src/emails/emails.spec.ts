import { expect } from 'chai';
import { claimApproved, claimRejected, guestLikeReceipt, purchaseReceipt, verifyEmail } from './index';

describe('email templates (core/emails)', () => {
  it('receipts name the likes, the amount and the reference', () => {
    const r = purchaseReceipt({ likes: 1, amountCents: 100, currency: 'usd', reference: 'cs_1' });
    expect(r.subject).to.equal('Your Fanlift receipt: 1 like');
    expect(r.text).to.contain('1 like ($1.00) were added to your Fanlift wallet.');
    expect(r.text).to.contain('Receipt reference: cs_1');
    const g = guestLikeReceipt({
      likes: 10,
      amountCents: 1000,
      currency: 'usd',
      reference: 'cs_2',
      athleteName: 'Ann Lee',
    });
    expect(g.subject).to.equal('Your Fanlift receipt: 10 likes for Ann Lee');
    expect(g.text).to.contain('were credited to Ann Lee.');
  });

  it('greets by first name when there is one', () => {
    expect(verifyEmail({ firstName: 'Fay', link: 'https://x/v?t=1' }).text).to.match(/^Hi Fay,\n/);
    expect(verifyEmail({ firstName: null, link: 'https://x/v?t=1' }).text).to.match(/^Hi,\n/);
  });

  it('claim decisions carry the athlete, the reason and the next step', () => {
    expect(
      claimApproved({ firstName: 'A', athleteName: 'B C', dashboardUrl: 'https://x/athletes/home' }).text,
    ).to.contain('Open your dashboard: https://x/athletes/home');
    const no = claimRejected({ firstName: null, athleteName: 'B C', reason: 'No proof', next: 'Ask again.' });
    expect(no.subject).to.equal('Your Fanlift profile claim was not approved');
    expect(no.text).to.contain('Reason: No proof\n\nAsk again.');
  });
});
