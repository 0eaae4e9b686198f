import { hello, type EmailContent } from './format';

/** An admin (or an invite) approved the athlete's claim of a profile. */
export function claimApproved(p: {
  firstName: string | null;
  athleteName: string;
  dashboardUrl: string;
}): EmailContent {
  return {
    subject: 'Your Fanlift profile claim was approved',
    text: `${hello(p.firstName)}\n\nYour claim of the athlete profile of ${p.athleteName} was approved: the profile is yours now, with every like fans gave it.\n\nOpen your dashboard: ${p.dashboardUrl}\n`,
  };
}

/** The claim was turned down, with the reason and what the athlete can do next. */
export function claimRejected(p: {
  firstName: string | null;
  athleteName: string;
  reason: string;
  next: string;
}): EmailContent {
  return {
    subject: 'Your Fanlift profile claim was not approved',
    text: `${hello(p.firstName)}\n\nWe could not approve your claim of the athlete profile of ${p.athleteName}.\n\nReason: ${p.reason}\n\n${p.next}\n`,
  };
}
