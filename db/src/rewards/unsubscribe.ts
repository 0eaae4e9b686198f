import { createHmac, timingSafeEqual } from 'node:crypto';
import { QueryTypes, Transaction, type Sequelize } from 'sequelize';
import { sequelizeOf } from '../ledger/tx';
import { stageEmail, type StageEmailInput } from '../commands/email';

/**
 * One-click unsubscribe (RFC 8058): every marketing email carries a link signed with EMAIL_LINK_SECRET that
 * names the address; opening it (signed out) or a mail client's POST unsubscribes that address from marketing
 * email. Receipts and verification emails are not marketing and still go out.
 */
export interface EmailLinks {
  publicUrl: string;
  secret: string;
}

const b64 = (s: string) => Buffer.from(s, 'utf8').toString('base64url');
const sign = (secret: string, email: string) =>
  createHmac('sha256', secret).update(`unsubscribe:${email.trim().toLowerCase()}`).digest('base64url');

export function unsubscribeToken(secret: string, email: string): string {
  return `${b64(email.trim().toLowerCase())}.${sign(secret, email)}`;
}

/** The address a token names, or null when the token is malformed or its signature is wrong. */
export function verifyUnsubscribeToken(secret: string, token: unknown): string | null {
  if (typeof token !== 'string' || token.length > 600) return null;
  const [part, sig] = token.split('.');
  if (!part || !sig) return null;
  let email: string;
  try {
    email = Buffer.from(part, 'base64url').toString('utf8');
  } catch {
    return null;
  }
  if (!/^[^\s@]+@[^\s@]+$/.test(email)) return null;
  const want = Buffer.from(sign(secret, email));
  const got = Buffer.from(sig);
  return want.length === got.length && timingSafeEqual(want, got) ? email : null;
}

/** The page a person opens (the SPA's /fans/email-unsubscribe). */
export const unsubscribePageUrl = (links: EmailLinks, email: string) =>
  `${links.publicUrl.replace(/\/+$/, '')}/fans/email-unsubscribe?token=${unsubscribeToken(links.secret, email)}`;

/** Where a mail client POSTs for one-click unsubscribe (List-Unsubscribe header). */
export const unsubscribeOneClickUrl = (links: EmailLinks, email: string) =>
  `${links.publicUrl.replace(/\/+$/, '')}/api/email-unsubscribe/one-click?token=${unsubscribeToken(links.secret, email)}`;

const exec = (t: Transaction | Sequelize) =>
  t instanceof Transaction
    ? { sequelize: sequelizeOf(t), transaction: t }
    : { sequelize: t, transaction: undefined };

export async function isUnsubscribed(t: Transaction | Sequelize, email: string): Promise<boolean> {
  const { sequelize, transaction } = exec(t);
  const rows = await sequelize.query(`SELECT 1 FROM email_unsubscribes WHERE email = $1`, {
    bind: [email.trim()],
    type: QueryTypes.SELECT,
    transaction,
  });
  return rows.length > 0;
}

export async function setUnsubscribed(sequelize: Sequelize, email: string, unsubscribed: boolean) {
  if (unsubscribed)
    await sequelize.query(`INSERT INTO email_unsubscribes (email) VALUES ($1) ON CONFLICT DO NOTHING`, {
      bind: [email.trim()],
    });
  else await sequelize.query(`DELETE FROM email_unsubscribes WHERE email = $1`, { bind: [email.trim()] });
}

/**
 * Stage a marketing email unless the address unsubscribed (then nothing is staged: null). The send job checks
 * again before delivery, so an unsubscribe between staging and sending still stops it.
 */
export async function stageMarketingEmail(
  t: Transaction | Sequelize,
  input: Omit<StageEmailInput, 'marketing'>,
): Promise<{ id: string; created: boolean } | null> {
  if (await isUnsubscribed(t, input.to)) return null;
  return stageEmail(t, { ...input, marketing: true });
}
