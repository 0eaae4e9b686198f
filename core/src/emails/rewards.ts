import { hello, plural, type EmailContent } from './format';

/** Marketing emails end with the one-click unsubscribe link (also sent as the List-Unsubscribe header). */
const footer = (unsubscribeUrl: string) =>
  `\n--\nYou get this email because you have a Fanlift account or a friend invited you.\n` +
  `Unsubscribe from these emails with one click: ${unsubscribeUrl}\n`;

/** A friend signed up through the fan's invite link and onboarded. */
export function referralReward(p: {
  firstName: string | null;
  friendName: string;
  likes: number;
  walletUrl: string;
  unsubscribeUrl: string;
}): EmailContent {
  return {
    subject: `${p.friendName} joined Fanlift: you earned ${plural(p.likes)} and a spin`,
    text:
      `${hello(p.firstName)}\n\n${p.friendName} signed up with your invite link and finished onboarding. ` +
      `We added ${plural(p.likes)} to your wallet and one spin of the wheel.\n\nSee your wallet: ${p.walletUrl}\n` +
      footer(p.unsubscribeUrl),
  };
}

/** A new milestone star. */
export function newStar(p: {
  firstName: string | null;
  star: number;
  starTotal: number;
  likesGiven: number;
  milestoneUrl: string;
  unsubscribeUrl: string;
}): EmailContent {
  return {
    subject: `You earned star ${p.star} of ${p.starTotal} on Fanlift`,
    text:
      `${hello(p.firstName)}\n\nYou have given ${plural(p.likesGiven)} to athletes and schools, and earned ` +
      `star ${p.star} of ${p.starTotal}. It comes with one spin of the wheel.\n\n` +
      `See your milestones: ${p.milestoneUrl}\n` +
      footer(p.unsubscribeUrl),
  };
}

/** A fan (or an admin) invites someone by email. */
export function invite(p: { inviterName: string; link: string; unsubscribeUrl: string }): EmailContent {
  return {
    subject: `${p.inviterName} invited you to Fanlift`,
    text:
      `Hi,\n\n${p.inviterName} invited you to Fanlift, where fans support college athletes and schools with ` +
      `likes.\n\nJoin here: ${p.link}\n\nIf you do not want invitations, ignore this email.\n` +
      footer(p.unsubscribeUrl),
  };
}

/** The March Madness bracket reminder (admin-triggered). */
export function marchMadnessReminder(p: {
  firstName: string | null;
  bracketUrl: string;
  unsubscribeUrl: string;
}): EmailContent {
  return {
    subject: 'March Madness is here: finish your bracket on Fanlift',
    text:
      `${hello(p.firstName)}\n\nThe men's basketball tournament is about to tip off. Make your picks before ` +
      `each game locks: ${p.bracketUrl}\n` +
      footer(p.unsubscribeUrl),
  };
}
