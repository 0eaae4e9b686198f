import {
  ADMIN_CHAT_REPORTS_PATH,
  ADMIN_CLAIMS_PATH,
  ADMIN_MARKETPLACE_PATH,
  SCHEDULE_GAME_PATH,
} from '@fanlift/core/web';
import type { Session } from '../../session';

export interface NavItem {
  label: string;
  to: string;
  testId: string;
  /** A page the server answers, not the SPA (e.g. the queue dashboard): a full page load. */
  reloadDocument?: boolean;
}

export interface NavSection {
  id: 'playcast' | 'university' | 'admin';
  label: string;
  testId: string;
  items: NavItem[];
}

/** The fan navigation of SPEC §2 "Shared page shell". */
export function fanNav(session: Pick<Session, 'user' | 'isAdmin'>): NavSection[] {
  const firstSchoolId = session.user?.fanProfile?.schools?.[0]?.schoolId;
  const sections: NavSection[] = [
    {
      id: 'playcast',
      label: 'Play Cast',
      testId: 'nav-playcast',
      items: [{ label: 'CFB Play Cast', to: SCHEDULE_GAME_PATH, testId: 'nav-cfb-playcast' }],
    },
    {
      id: 'university',
      label: 'University',
      testId: 'nav-university',
      items: [
        ...(firstSchoolId !== undefined && firstSchoolId !== null
          ? [
              {
                label: 'My University',
                to: `/dashboard/${firstSchoolId}?active=myuniversity`,
                testId: 'nav-my-university',
              },
            ]
          : []),
        { label: 'University Search', to: '/search-universities', testId: 'nav-university-search' },
      ],
    },
  ];
  if (session.isAdmin) {
    sections.push({
      id: 'admin',
      label: 'Admin',
      testId: 'nav-admin',
      items: [
        { label: 'Invite', to: '/invite-fan', testId: 'nav-admin-invite' },
        { label: 'Affiliate', to: '/affiliate', testId: 'nav-admin-affiliate' },
        { label: 'Milestone Progression', to: '/milestone/list', testId: 'nav-admin-milestones' },
        { label: 'Bracket Participants', to: '/cfb-bracket-participant', testId: 'nav-admin-brackets' },
        { label: 'Top Events', to: '/top-events-to-socialize', testId: 'nav-admin-top-events' },
        { label: 'Claims', to: ADMIN_CLAIMS_PATH, testId: 'nav-admin-claims' },
        { label: 'Marketplace', to: ADMIN_MARKETPLACE_PATH, testId: 'nav-admin-marketplace' },
        { label: 'Chat Reports', to: ADMIN_CHAT_REPORTS_PATH, testId: 'nav-admin-chat-reports' },
        { label: 'Queues', to: '/admin/queues', testId: 'nav-admin-queues', reloadDocument: true },
      ],
    });
  }
  return sections;
}

/** The fan-only pages of SPEC §2 "Route access" that the fan navigation may not lead to. */
const FAN_ACCOUNT_LINKS: NavItem[] = [
  { label: 'Where your likes went', to: '/my-likes', testId: 'my-likes' },
  { label: 'Marketplace', to: '/marketplace', testId: 'marketplace' },
  { label: 'QR codes', to: '/qr-code/list', testId: 'qr-codes' },
  { label: 'Affiliate', to: '/affiliate', testId: 'affiliate' },
];

/**
 * The fan account menu's and the mobile drawer's links after Wallet and Account: the fan-only pages that no
 * navigation section of this fan leads to (an admin reaches Affiliate from the Admin menu, so it is listed once).
 */
export function fanAccountLinks(session: Pick<Session, 'user' | 'isAdmin'>): NavItem[] {
  const inNav = new Set(fanNav(session).flatMap((section) => section.items.map((item) => item.to)));
  return FAN_ACCOUNT_LINKS.filter((item) => !inNav.has(item.to));
}

/** Logged-out navigation: Play Cast and University Search. */
export const PUBLIC_NAV: NavItem[] = [
  { label: 'Play Cast', to: SCHEDULE_GAME_PATH, testId: 'nav-playcast' },
  { label: 'University Search', to: '/search-universities', testId: 'nav-university-search' },
];
