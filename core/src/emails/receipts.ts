import { money, plural, type EmailContent } from './format';

interface Paid {
  likes: number;
  amountCents: number;
  currency: string;
  /** The checkout session id. */
  reference: string;
}

/** A fan bought likes for their wallet. */
export function purchaseReceipt(p: Paid): EmailContent {
  return {
    subject: `Your Fanlift receipt: ${plural(p.likes)}`,
    text:
      `Thanks for your purchase!\n\n${plural(p.likes)} (${money(p.amountCents, p.currency)}) were added to your ` +
      `Fanlift wallet.\n\nReceipt reference: ${p.reference}\n`,
  };
}

/** A guest (or fan) paid for likes given straight to an athlete. */
export function guestLikeReceipt(p: Paid & { athleteName: string }): EmailContent {
  return {
    subject: `Your Fanlift receipt: ${plural(p.likes)} for ${p.athleteName}`,
    text:
      `Thanks for supporting ${p.athleteName}!\n\nYour ${plural(p.likes)} (${money(p.amountCents, p.currency)}) ` +
      `were credited to ${p.athleteName}.\n\nReceipt reference: ${p.reference}\n`,
  };
}
