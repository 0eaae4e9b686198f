import type { Sequelize } from 'sequelize';
import { DEFAULT_STAR_THRESHOLDS } from '@fanlift/core';
import { chancesLeftOf, grantSpinChances, syncMilestone, type EmailLinks } from '../rewards';
import type { DemoUsersResult } from './demo-users';

/** The demo fan starts with this many spin chances, so a newcomer sees the wheel work. */
export const DEMO_FAN_SPIN_CHANCES = 2;

/**
 * Demo rewards (after the demo ledger): the demo fan's stars recorded from the likes they gave, and spin
 * chances topped up to DEMO_FAN_SPIN_CHANCES (fixed cause key: a second run changes nothing).
 */
export async function seedDemoRewards(
  sequelize: Sequelize,
  users: DemoUsersResult,
  links: EmailLinks = {
    publicUrl: process.env.PUBLIC_URL ?? 'http://localhost:8080',
    secret: process.env.EMAIL_LINK_SECRET ?? 'fanlift-development-email-link-secret',
  },
): Promise<{ chancesLeft: number }> {
  await sequelize.transaction((t) => syncMilestone(t, users.fanUserId, DEFAULT_STAR_THRESHOLDS, links));
  await sequelize.transaction(async (t) => {
    const { totalChances } = await chancesLeftOf(t, users.fanUserId);
    if (totalChances < DEMO_FAN_SPIN_CHANCES)
      await grantSpinChances(t, {
        userId: users.fanUserId,
        chances: DEMO_FAN_SPIN_CHANCES - totalChances,
        source: 'seed',
        causeKey: 'seed:demo-fan-chances',
        note: 'Welcome spins',
      });
  });
  return chancesLeftOf(sequelize, users.fanUserId);
}
