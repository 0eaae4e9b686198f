import { enqueueEmail, type EmailLinks } from '@fanlift/db';
import type { WorkerContext } from '../../context';

/** What signs and roots the links of the emails the worker stages. */
export const emailLinksOf = (ctx: WorkerContext): EmailLinks => ({
  publicUrl: ctx.config.PUBLIC_URL,
  secret: ctx.config.EMAIL_LINK_SECRET,
});

/** After commit: hand staged emails to the email queue (the outbox re-driver covers a failure here). */
export function enqueueEmails(ctx: WorkerContext, ids: (string | null | undefined)[]): void {
  for (const id of ids) {
    if (!id) continue;
    enqueueEmail(ctx.queues, id).catch((err: unknown) =>
      ctx.logger.warn(
        { err: (err as Error).message, emailId: id },
        'email enqueue failed; the re-driver will send it',
      ),
    );
  }
}
