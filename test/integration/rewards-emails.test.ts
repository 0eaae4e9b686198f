import { expect } from 'chai';
import { SMTPServer } from 'smtp-server';
import { login, startApi, uniqueEmail, type TestApi } from '../helpers/api';
import { freePort } from '../helpers/ports';
import { startProcess, type RunningProcess } from '../helpers/processes';
import { waitFor } from '../helpers/wait';
import { countRows } from '../helpers/ledger-fixtures';
import { signedInUser } from '../factories';

interface Received {
  to: string[];
  raw: string;
}

/**
 * Emails through the `email` queue and nodemailer to a real SMTP server started here (smtp-server): the march
 * madness reminder (admin) carries the signed one-click unsubscribe (List-Unsubscribe + List-Unsubscribe-Post);
 * the one-click POST unsubscribes signed out; afterwards marketing email is not sent, receipts-like
 * transactional email (verify email) still is. Invites: one per address per week, opened link tracked.
 */
describe('rewards emails over real SMTP (smtp-server)', function () {
  this.timeout(90_000);
  let api: TestApi;
  let worker: RunningProcess;
  let smtp: SMTPServer;
  const inbox: Received[] = [];

  before(async () => {
    const port = await freePort();
    smtp = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS', 'AUTH'],
      logger: false,
      onData(stream, session, cb) {
        const chunks: Buffer[] = [];
        stream.on('data', (c: Buffer) => chunks.push(c));
        stream.on('end', () => {
          inbox.push({
            to: session.envelope.rcptTo.map((r) => r.address),
            raw: Buffer.concat(chunks).toString('utf8'),
          });
          cb();
        });
      },
    });
    await new Promise<void>((r) => smtp.listen(port, '127.0.0.1', () => r()));
    api = await startApi({ PUBLIC_URL: 'http://fanlift.test' });
    worker = await startProcess('worker', {
      SMTP_URL: `smtp://127.0.0.1:${port}?ignoreTLS=true`,
      PUBLIC_URL: 'http://fanlift.test',
      REDRIVE_INTERVAL_MS: '500',
    });
  });
  after(async () => {
    await worker?.kill();
    await api?.close();
    await new Promise<void>((r) => smtp.close(() => r()));
  });

  const mailTo = (addr: string) => inbox.filter((m) => m.to.includes(addr.toLowerCase()));

  it('the march madness reminder is sent over SMTP with a signed one-click unsubscribe; after it, no marketing email', async () => {
    const { agent: fan, me } = await signedInUser(api, 'fan', { tag: 'mm' });
    const admin = api.agent();
    await login(admin, 'admin@fanlift.dev', 'fan');
    expect((await fan.post('/api/march-madness-remainder-email').send({ userIds: [me.id] })).status).to.equal(
      403,
    );
    const res = await admin.post('/api/march-madness-remainder-email').send({ userIds: [me.id] });
    expect(res.status).to.equal(202);
    expect(res.body.staged).to.equal(1);
    const [mail] = await waitFor(() => (mailTo(me.email).length ? mailTo(me.email) : null), {
      timeout: 20_000,
    });
    expect(mail.raw).to.match(/Subject: March Madness is here/);
    const header = /List-Unsubscribe:\s*<([^>]+)>/.exec(mail.raw.replace(/\r\n\s+/g, ''));
    expect(header, mail.raw).to.not.equal(null);
    expect(mail.raw).to.contain('List-Unsubscribe-Post: List-Unsubscribe=One-Click');
    const oneClick = new URL(header![1]);
    expect(oneClick.pathname).to.equal('/api/email-unsubscribe/one-click');
    // The same season again: nothing new.
    expect(
      (await admin.post('/api/march-madness-remainder-email').send({ userIds: [me.id] })).body.staged,
    ).to.equal(0);

    // A forged token is refused; the real one works signed out, without X-Requested-With (a mail client).
    const bad = await fetch(`${api.url}/api/email-unsubscribe/one-click?token=abc.def`, { method: 'POST' });
    expect(bad.status).to.equal(400);
    const ok = await fetch(`${api.url}${oneClick.pathname}${oneClick.search}`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'List-Unsubscribe=One-Click',
    });
    expect(ok.status).to.equal(200);
    const state = await fetch(`${api.url}/api/email-unsubscribe${oneClick.search}`);
    expect(await state.json()).to.deep.equal({ email: me.email.toLowerCase(), unsubscribed: true });

    // Marketing is no longer staged; a transactional email (verify email) still goes out.
    const before = inbox.length;
    const invite = await admin.post('/api/invites').send({ emails: me.email, admin: true });
    expect(invite.body.results[0].outcome).to.be.oneOf(['already_member', 'unsubscribed']);
    const verify = await fan.post(`/api/users/resend-verify-email/${me.id}`).send({});
    expect(verify.status).to.be.oneOf([200, 202]);
    await waitFor(() => inbox.length > before, { timeout: 20_000 });
    expect(mailTo(me.email).at(-1)!.raw).to.match(/Subject: Verify your Fanlift email/);
    expect(
      await countRows(
        `SELECT COUNT(*)::int AS n FROM emails WHERE user_id = $1 AND marketing AND status = 'sent'`,
        [me.id],
      ),
    ).to.equal(1);
  });

  it('invitations: one per address per week, tracked sent, opened and signed up; fan limits', async () => {
    const { agent: fan } = await signedInUser(api, 'fan', { tag: 'inviter', firstName: 'Ivy' });
    const friend = uniqueEmail('invitee');
    const first = await fan.post('/api/invites').send({ emails: `${friend}, not-an-email` });
    expect(first.status).to.equal(201);
    expect(first.body.results).to.deep.equal([
      { email: friend, outcome: 'sent' },
      { email: 'not-an-email', outcome: 'invalid' },
    ]);
    const again = await fan.post('/api/invites').send({ emails: [friend] });
    expect(again.body.results[0].outcome).to.equal('already_invited');
    const [mail] = await waitFor(() => (mailTo(friend).length ? mailTo(friend) : null), { timeout: 20_000 });
    expect(mail.raw).to.contain('List-Unsubscribe');
    const link = /http:\/\/fanlift\.test(\/api\/invites\/open\/[A-Za-z0-9_-]+)/.exec(
      mail.raw.replace(/=\r?\n/g, ''),
    );
    expect(link).to.not.equal(null);
    const open = await fetch(`${api.url}${link![1]}`, { redirect: 'manual' });
    expect(open.status).to.equal(302);
    expect(open.headers.get('location')).to.match(
      /\/api\/auth\/login\?hint=signup&userType=fan&referralCode=REFER/,
    );
    await login(api.agent(), friend, 'fan');
    const list = await fan.get('/api/invites');
    expect(list.body.counts).to.deep.equal({ sent: 1, opened: 1, signedUp: 1 });
    expect((await fan.post('/api/invites').send({ emails: friend, admin: true })).status).to.equal(403);
  });
});
