import type { Redis } from 'ioredis';
import { RateLimiterRedis, RateLimiterRes } from 'rate-limiter-flexible';
import type { ChatMuteView } from '@fanlift/core';
import { parseRateLimit } from '@fanlift/core/config';
import { chatKeys } from '@fanlift/db';

export type ChatGate =
  | { ok: true }
  | { ok: false; error: 'muted'; message: string; until: string; reason: string }
  | { ok: false; error: 'rate_limited' | 'slow_mode'; message: string; retryAfterMs: number }
  | { ok: false; error: 'unavailable'; message: string };

/**
 * Chat state that must hold across realtime nodes lives in Redis (DESIGN §5): a per-user rate limit
 * (rate-limiter-flexible), the per-game slow mode (seconds between one user's messages; set by admins through the
 * api) and mutes (a key per user with the reason, expiring when the mute ends). Every node reads the same keys,
 * so a muted or rate-limited user is refused whichever node their socket is on. When Redis does not answer, sends
 * are refused ('unavailable'): chat fails closed.
 */
export class ChatLimits {
  private readonly limiter: RateLimiterRedis;

  constructor(
    private readonly redis: Redis,
    private readonly prefix: string,
    rateSpec: string,
  ) {
    const { points, seconds } = parseRateLimit(rateSpec);
    this.limiter = new RateLimiterRedis({
      storeClient: redis,
      keyPrefix: chatKeys.rate(prefix),
      points,
      duration: seconds,
      useRedisPackage: false,
    });
  }

  async mute(userId: number): Promise<ChatMuteView | null> {
    const raw = await this.redis.get(chatKeys.mute(this.prefix, userId));
    if (!raw) return null;
    const m = JSON.parse(raw) as { reason: string; until: string };
    return { userId, reason: m.reason, until: m.until };
  }

  async setMute(m: ChatMuteView): Promise<void> {
    const until = Date.parse(m.until);
    await this.redis.set(
      chatKeys.mute(this.prefix, m.userId),
      JSON.stringify({ reason: m.reason, until: m.until }),
      'PXAT',
      until,
    );
  }

  async liftMute(userId: number): Promise<void> {
    await this.redis.del(chatKeys.mute(this.prefix, userId));
  }

  async slowMode(gameId: number): Promise<number> {
    return Number((await this.redis.get(chatKeys.slowMode(this.prefix, gameId))) ?? 0) || 0;
  }

  /** May this user send to this game now? Consumes a rate-limit point and starts the slow-mode wait when yes. */
  async admit(userId: number, gameId: number): Promise<ChatGate> {
    try {
      const muted = await this.mute(userId);
      if (muted)
        return {
          ok: false,
          error: 'muted',
          message: `You are muted: ${muted.reason}`,
          until: muted.until,
          reason: muted.reason,
        };
      const slow = await this.slowMode(gameId);
      if (slow > 0) {
        const key = chatKeys.lastSent(this.prefix, gameId, userId);
        const set = await this.redis.set(key, '1', 'PX', slow * 1000, 'NX');
        if (set !== 'OK') {
          const ttl = Math.max(0, await this.redis.pttl(key));
          return {
            ok: false,
            error: 'slow_mode',
            message: `Slow mode is on: one message every ${slow} s. Wait ${Math.ceil(ttl / 1000)} s.`,
            retryAfterMs: ttl,
          };
        }
      }
      try {
        await this.limiter.consume(String(userId));
      } catch (err) {
        if (err instanceof RateLimiterRes)
          return {
            ok: false,
            error: 'rate_limited',
            message: `You are sending messages too fast. Try again in ${Math.ceil(err.msBeforeNext / 1000)} s.`,
            retryAfterMs: err.msBeforeNext,
          };
        throw err;
      }
      return { ok: true };
    } catch {
      return { ok: false, error: 'unavailable', message: 'Chat is unavailable right now. Try again.' };
    }
  }
}
