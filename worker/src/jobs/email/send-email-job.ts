import { mkdir, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';
import nodemailer, { type Transporter } from 'nodemailer';
import {
  countEmailAttempt,
  deliverStagedEmail,
  unsubscribeOneClickUrl,
  type EmailSent,
  type OutboxEmail,
} from '@fanlift/db';
import type { JobHandler, WorkerContext } from '../../context';

/** After this many failed deliveries an email is marked failed (not retried by the re-driver any more). */
export const MAX_EMAIL_ATTEMPTS = 10;

const transports = new WeakMap<WorkerContext, { transport: Transporter; kind: 'smtp' | 'outbox' }>();

function transportOf(ctx: WorkerContext) {
  let t = transports.get(ctx);
  if (!t) {
    t = ctx.config.SMTP_URL
      ? { transport: nodemailer.createTransport(ctx.config.SMTP_URL), kind: 'smtp' }
      : {
          transport: nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' }),
          kind: 'outbox',
        };
    transports.set(ctx, t);
  }
  return t;
}

/** Write a file atomically (temp + rename): a re-run overwrites the same file, never a half-written one. */
async function writeAtomic(file: string, data: string | Buffer): Promise<void> {
  const tmp = `${file}.${process.pid}.tmp`;
  await writeFile(tmp, data);
  await rename(tmp, file);
}

async function deliver(ctx: WorkerContext, email: OutboxEmail): Promise<EmailSent> {
  const { transport, kind } = transportOf(ctx);
  const message = {
    from: ctx.config.EMAIL_FROM,
    to: email.to,
    subject: email.subject,
    text: email.text,
    ...(email.html ? { html: email.html } : {}),
    messageId: `<${email.id}@fanlift.local>`,
    headers: {
      'X-Fanlift-Email-Id': email.id,
      // RFC 8058 one-click unsubscribe on every marketing email (the link is signed for this address).
      ...(email.marketing
        ? {
            'List-Unsubscribe': `<${unsubscribeOneClickUrl(
              { publicUrl: ctx.config.PUBLIC_URL, secret: ctx.config.EMAIL_LINK_SECRET },
              email.to,
            )}>`,
            'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
          }
        : {}),
    },
  };
  const info = (await transport.sendMail(message)) as { messageId: string; message?: Buffer };
  if (kind === 'outbox') {
    const dir = path.resolve(ctx.config.OUTBOX_DIR);
    await mkdir(dir, { recursive: true });
    const base = `${email.createdAt.replace(/[:.]/g, '-')}-${email.id}`;
    await writeAtomic(path.join(dir, `${base}.eml`), info.message ?? Buffer.from(''));
    await writeAtomic(
      path.join(dir, `${base}.json`),
      JSON.stringify({ ...email, from: ctx.config.EMAIL_FROM }, null, 2),
    );
  }
  return { transport: kind, messageId: info.messageId };
}

/**
 * `email.send`: deliver one staged email (SMTP, or the local outbox folder without SMTP). The row is locked
 * while sending, so two workers never send it at once; a crash between sending and recording means at most
 * one duplicate delivery (email cannot be exactly once), never a lost one.
 */
export const sendEmailJob: JobHandler<'email.send'> = async (ctx, data) => {
  const { sequelize } = ctx.db;
  try {
    const { status, email, sent } = await deliverStagedEmail(sequelize, data.emailId, (e) => deliver(ctx, e));
    if (status === 'missing') ctx.logger.warn({ emailId: data.emailId }, 'email not found');
    else if (status === 'suppressed')
      ctx.logger.info(
        { emailId: data.emailId, kind: email?.kind },
        'email suppressed: the address unsubscribed',
      );
    else if (sent)
      ctx.logger.info({ emailId: data.emailId, kind: email?.kind, transport: sent.transport }, 'email sent');
    return { status };
  } catch (err) {
    const attempts = await countEmailAttempt(
      sequelize,
      data.emailId,
      String((err as Error).message),
      MAX_EMAIL_ATTEMPTS,
    ).catch(() => undefined);
    ctx.logger.warn({ err, emailId: data.emailId, attempts }, 'email delivery failed');
    throw err;
  }
};
