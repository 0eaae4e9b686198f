import { LegalDocument, type LegalSection } from '../components/LegalDocument';

export const TERMS_UPDATED = 'November 23, 2026';

const SECTIONS: LegalSection[] = [
  {
    heading: 'Who we are and what these terms cover',
    paragraphs: [
      'Fanlift is a platform on which college sports fans support athletes (recruits) and universities with credits called likes. These Terms of Service are the agreement between you and Fanlift for every use of the website, its pages and its services.',
      'By creating an account or by ticking the Terms of Service box during onboarding you accept these terms. If you do not accept them, do not use Fanlift.',
    ],
  },
  {
    heading: 'Accounts',
    paragraphs: [
      'You sign in through our sign-in service. Keep your sign-in details to yourself: you are responsible for what happens under your account. Tell us at once at support@fanlift.dev if you think someone else has used it.',
      'There are two kinds of account: fan and athlete. Give true information about yourself. An athlete account may claim a pre-existing athlete profile only if the profile is theirs; a claim needs proof (an invitation or a review by our team), and a false claim ends the account.',
      'Fans must be at least 13 years old, and at least 18 (or have the permission of a parent or guardian) to buy likes. Athletes under 18 take part with a parent or guardian, whose details are given during onboarding.',
    ],
  },
  {
    heading: 'Likes',
    paragraphs: [
      'Likes are credits you buy, receive as a gift or earn (for example by inviting friends or spinning the reward wheel). The price of a pack is shown before you pay; payments are handled by our card payment provider.',
      'Likes are not money: they have no cash value outside Fanlift, cannot be sold or transferred to another account, and cannot be exchanged back for money, except where the law requires it.',
      'When you give likes to an athlete or a university, they are theirs and cannot be taken back. Every movement of likes is recorded once in our ledger; your wallet shows each of them.',
      'If a payment is refunded or disputed, the likes it bought are taken back from your wallet as far as they are still there. We may correct likes credited by mistake.',
    ],
  },
  {
    heading: 'Support for athletes and universities',
    paragraphs: [
      'Likes given to an athlete count towards the support shown on the athlete’s profile and dashboard and are paid out to the athlete as name, image and likeness (NIL) support, subject to the rules that apply to that athlete (NCAA, conference, state and school rules). Fanlift does not guarantee any result, performance or decision of an athlete or a university.',
      'Likes given to a profile that has not been claimed yet stay with that profile until its athlete has claimed it and the claim has been approved.',
    ],
  },
  {
    heading: 'Rewards, referrals and games',
    paragraphs: [
      'Spins, referral rewards, milestone stars, brackets and similar features are promotions. We may change or end them at any time; rewards already credited stay in your wallet. Using several accounts, automation or fake referrals to collect rewards is not allowed and rewards collected that way are removed.',
    ],
  },
  {
    heading: 'Your conduct and your content',
    paragraphs: [
      'Be respectful in live chats and wherever you post. Do not harass, threaten or impersonate anyone, post unlawful or hateful content, spam, or try to break, probe or overload the service.',
      'You keep the rights to what you upload (for example a profile photo) and allow Fanlift to show it on the platform for as long as it is there. Only upload what you have the right to share.',
    ],
  },
  {
    heading: 'Ending an account',
    paragraphs: [
      'You may close your account at any time by writing to support@fanlift.dev. We may suspend or close an account that breaks these terms. Likes you have already given stay with their recipients.',
    ],
  },
  {
    heading: 'Liability',
    paragraphs: [
      'Fanlift is provided as it is. We work to keep it available and correct, but we cannot promise that it is never interrupted or free of errors. To the extent the law allows, Fanlift is not liable for indirect losses, and its liability for anything else is limited to the amount you paid for likes in the twelve months before the claim.',
    ],
  },
  {
    heading: 'Changes to these terms',
    paragraphs: [
      'We may update these terms. We tell you about important changes by email or on the site before they take effect; if you keep using Fanlift afterwards, the new terms apply. The date at the top shows the last update.',
    ],
  },
];

/** /terms: the Terms of Service, linked from every Terms of Service checkbox. */
export function TermsPage() {
  return (
    <LegalDocument
      title="Terms of Service"
      updated={TERMS_UPDATED}
      intro="Please read these terms: they explain how Fanlift works, what likes are, and what you and we can expect from each other."
      sections={SECTIONS}
      testId="terms-page"
      other={{ to: '/privacy', label: 'Privacy Policy' }}
    />
  );
}
