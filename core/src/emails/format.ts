/** Wording shared by the email templates. */
export const hello = (firstName: string | null | undefined) => (firstName ? `Hi ${firstName},` : 'Hi,');
export const plural = (n: number) => `${n} like${n === 1 ? '' : 's'}`;
export const money = (cents: number, currency: string) =>
  new Intl.NumberFormat('en-US', { style: 'currency', currency: currency.toUpperCase() }).format(cents / 100);

/** What a template makes: the subject and the plain-text body of one email. */
export interface EmailContent {
  subject: string;
  text: string;
}
