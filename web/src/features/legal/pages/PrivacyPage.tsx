import { LegalDocument, type LegalSection } from '../components/LegalDocument';

export const PRIVACY_UPDATED = 'November 23, 2026';

const SECTIONS: LegalSection[] = [
  {
    heading: 'What we collect',
    paragraphs: [
      'Account: your email address, first and last name, whether you are a fan or an athlete, the identifier of your sign-in account, your acceptance of these policies, your email preference and your referral code.',
      'Fans: the universities you follow, the likes you buy, receive, give and spend (your wallet history), your stars, spins and rewards.',
      'Athletes: your profile (sport, position, class, schools, height, weight, hometown, high school, date of birth), your photo, your parent or guardian contacts, and the support you receive.',
      'Payments: our card payment provider processes your card. We receive the amount, the status and a reference of each payment, never your card number.',
      'Technical: one session cookie that keeps you signed in (it is not used for advertising), and server logs of requests (time, address, page, result) that we keep for security and troubleshooting. We do not use advertising trackers.',
    ],
  },
  {
    heading: 'Why we use it',
    paragraphs: [
      'To run your account and the features you use; to keep an exact record of every like (a ledger we must be able to check); to take payments and handle refunds and disputes; to send you the emails you need (receipts, account messages) and, if you agreed, updates about the athletes you support; to prevent fraud and abuse; and to meet our legal obligations.',
    ],
  },
  {
    heading: 'What others can see',
    paragraphs: [
      'Athlete profiles are public: name, photo, sport, position, class, schools and the support received. Fans who give likes may appear by name among an athlete’s or a university’s top supporters, and in live chats they join. Your email address, wallet and payments are never public.',
    ],
  },
  {
    heading: 'Who we share it with',
    paragraphs: [
      'We do not sell your personal information. We share only what is needed with the companies that run parts of the service for us: our sign-in service, our card payment provider, our email provider and our hosting providers. Each may use it only to provide that service. We disclose information when the law requires it.',
    ],
  },
  {
    heading: 'How long we keep it',
    paragraphs: [
      'Account and profile information: while your account exists. Wallet and payment records: as long as tax and accounting law requires, even after an account is closed, because the ledger must stay complete. Logs: up to 90 days.',
    ],
  },
  {
    heading: 'Your choices and rights',
    paragraphs: [
      'You can correct your details on your account page, change your email preference or unsubscribe from any email, and ask us for a copy of your information or for its deletion at privacy@fanlift.dev. Depending on where you live you may have further rights, including the right to complain to a data protection authority.',
    ],
  },
  {
    heading: 'Children',
    paragraphs: [
      'Fanlift is not meant for children under 13. Athletes under 18 take part with a parent or guardian, whose contact details they give during onboarding. If you believe a child under 13 has an account, write to us and we will delete it.',
    ],
  },
  {
    heading: 'Security',
    paragraphs: [
      'Connections are encrypted, sessions expire, passwords are kept by our sign-in service and never by Fanlift, and access to personal information is limited to the people who need it. No system is perfectly secure; if something goes wrong that affects you, we tell you.',
    ],
  },
  {
    heading: 'Changes to this policy',
    paragraphs: [
      'We may update this policy and tell you about important changes by email or on the site. The date at the top shows the last update.',
    ],
  },
];

/** /privacy: the Privacy Policy, linked from every Privacy Policy checkbox. */
export function PrivacyPage() {
  return (
    <LegalDocument
      title="Privacy Policy"
      updated={PRIVACY_UPDATED}
      intro="This policy explains what personal information Fanlift keeps about you, why, who sees it and what you can do about it."
      sections={SECTIONS}
      testId="privacy-page"
      other={{ to: '/terms', label: 'Terms of Service' }}
    />
  );
}
