import { plural, type EmailContent } from './format';

/** A fan bought a marketplace item with likes. */
export function marketplaceReceipt(p: {
  title: string;
  quantity: number;
  totalLikes: number;
  balance: number;
  orderId: number;
}): EmailContent {
  return {
    subject: `Your Fanlift order #${p.orderId}: ${p.title}`,
    text:
      `Thanks for your order!\n\n${p.quantity} × ${p.title} for ${plural(p.totalLikes)}.\n` +
      `Your wallet now holds ${plural(p.balance)}.\n\nOrder reference: #${p.orderId}\n` +
      `We will be in touch about delivery. Your orders are listed on the Marketplace page.\n`,
  };
}
