import { expect } from 'chai';
import { z } from 'zod';
import { cheerSettings } from './cheers';
import { goalProgress, parsePinTiers, pinSeconds } from '../rules/cheers';

const schema = z.object(cheerSettings);

describe('cheer settings', () => {
  it('defaults: tiers from 5 s (1 like) to 300 s (500+), cap 500, rising thresholds', () => {
    const c = schema.parse({});
    const tiers = parsePinTiers(c.CHEER_PIN_TIERS);
    expect(pinSeconds(tiers, 1)).to.equal(5);
    expect(pinSeconds(tiers, 9)).to.equal(5);
    expect(pinSeconds(tiers, 10)).to.equal(30);
    expect(pinSeconds(tiers, 499)).to.equal(180);
    expect(pinSeconds(tiers, 500)).to.equal(300);
    expect(pinSeconds(tiers, 100_000)).to.equal(300);
    expect(c.CHEER_DAILY_CAP).to.equal(500);
    expect(c.GAME_GOAL_THRESHOLDS[0]).to.equal(100);
  });

  it('refuses tiers that do not start at 1, go down, or are malformed', () => {
    expect(schema.safeParse({ CHEER_PIN_TIERS: '5:5,10:30' }).success).to.equal(false);
    expect(schema.safeParse({ CHEER_PIN_TIERS: '1:60,10:30' }).success).to.equal(false);
    const bad = schema.safeParse({ CHEER_PIN_TIERS: '1:5,abc' });
    expect(bad.success).to.equal(false);
    expect(bad.error?.issues[0].message).to.match(/LIKES:SECONDS/);
    expect(schema.safeParse({ GAME_GOAL_THRESHOLDS: '100,50' }).success).to.equal(false);
    expect(schema.safeParse({ CHEER_DAILY_CAP: '0' }).success).to.equal(false);
  });

  it('goal progress: thresholds reached and the next one', () => {
    expect(goalProgress([10, 20, 30], 0)).to.deep.equal({ reached: [], next: 10 });
    expect(goalProgress([10, 20, 30], 20)).to.deep.equal({ reached: [10, 20], next: 30 });
    expect(goalProgress([10, 20, 30], 99)).to.deep.equal({ reached: [10, 20, 30], next: null });
  });
});
