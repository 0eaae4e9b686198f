import { hello, type EmailContent } from './format';

const footer = (unsubscribeUrl: string) =>
  `\n--\nYou get this email because you support this athlete on Fanlift.\n` +
  `Unsubscribe from these emails with one click: ${unsubscribeUrl}\n`;

/** An athlete the fan backs posted an update (or marked a goal the fan gave to reached). */
export function athleteUpdate(p: {
  firstName: string | null;
  athleteName: string;
  text: string;
  goalName: string | null;
  url: string;
  unsubscribeUrl: string;
}): EmailContent {
  return {
    subject: p.goalName
      ? `${p.athleteName} reached "${p.goalName}": see what your likes paid for`
      : `${p.athleteName} posted an update`,
    text:
      `${hello(p.firstName)}\n\n` +
      (p.goalName
        ? `${p.athleteName} reached the goal "${p.goalName}" you gave to, and shows what it paid for:\n\n`
        : `${p.athleteName} posted an update for their supporters:\n\n`) +
      `${p.text}\n\nSee it on Fanlift: ${p.url}\n` +
      footer(p.unsubscribeUrl),
  };
}

/** An athlete thanked the fan (alone, or with every supporter of a period). */
export function thankYou(p: {
  firstName: string | null;
  athleteName: string;
  note: string;
  periodLabel: string | null;
  url: string;
  unsubscribeUrl: string;
}): EmailContent {
  return {
    subject: `${p.athleteName} says thank you`,
    text:
      `${hello(p.firstName)}\n\n${p.athleteName} thanked you` +
      (p.periodLabel ? ` for your support in ${p.periodLabel}` : '') +
      `:\n\n"${p.note}"\n\nSee your thanks: ${p.url}\n` +
      footer(p.unsubscribeUrl),
  };
}
