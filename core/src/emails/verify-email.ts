import { hello, type EmailContent } from './format';

/** POST /api/users/sendVerificationEmail: the link confirming the user's address (valid 48 hours). */
export function verifyEmail(p: { firstName: string | null; link: string }): EmailContent {
  return {
    subject: 'Verify your Fanlift email',
    text: `${hello(p.firstName)}\n\nPlease confirm this is your email address by opening this link:\n${p.link}\n\nThe link works for 48 hours. If you did not ask for it, ignore this email.\n`,
  };
}
