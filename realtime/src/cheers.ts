import { randomUUID } from 'node:crypto';
import type { Redis } from 'ioredis';
import type { Logger } from 'pino';
import { RateLimiterRedis, RateLimiterRes } from 'rate-limiter-flexible';
import { parsePinTiers, rooms, type SocketAckResult } from '@fanlift/core';
import { parseRateLimit, type RealtimeConfig } from '@fanlift/core/config';
import {
  GoalEmitter,
  createQueues,
  emitGift,
  emitStars,
  enqueueCommand,
  enqueueEmail,
  rateLimitKeys,
  SENDS_RATE_LIMITED_MESSAGE,
  type CheerNow,
  type CheerSettings,
  type Database,
  type RoomEmitter,
} from '@fanlift/db';
import type { RealtimeServer } from './types';

/**
 * What realtime needs to apply cheers from the chat (issue 28, `chat:cheer`): the settings the worker applies a
 * cheer with (same config), the api's per-user sends limit (the same Redis counter, db rateLimitKeys), and the
 * events of a committed cheer, sent from this node's Socket.IO server (its own clients at once, the other nodes
 * through the adapter): the game's goal (in the cheer's message, or coalesced as the worker sends it), star emails
 * handed to the email queue and a star left to the worker (`milestone-sync`) handed to the ledger queue (the
 * outbox re-driver covers a failure of either).
 */
export class Cheers {
  readonly settings: CheerSettings;
  private readonly limiter: RateLimiterRedis;
  private readonly emitter: RoomEmitter;
  private readonly goals: GoalEmitter;
  private readonly queues;
  /** The exact goal once per game and window, from a worker (see GoalEmitter.correctLater). */
  private readonly claimCorrection: (gameId: number, ms: number) => Promise<boolean>;

  constructor(
    private readonly config: RealtimeConfig,
    io: RealtimeServer,
    redis: Redis,
    db: Database,
    private readonly logger: Logger,
  ) {
    this.settings = {
      pinTiers: parsePinTiers(config.CHEER_PIN_TIERS),
      dailyCap: config.CHEER_DAILY_CAP,
      starThresholds: config.STAR_THRESHOLDS,
      links: { publicUrl: config.PUBLIC_URL, secret: config.EMAIL_LINK_SECRET },
      goalThresholds: config.GAME_GOAL_THRESHOLDS,
    };
    const { points, seconds } = parseRateLimit(config.RATE_LIMIT_SENDS);
    this.limiter = new RateLimiterRedis({
      storeClient: redis,
      keyPrefix: rateLimitKeys.prefix(config.QUEUE_PREFIX, 'sends'),
      points,
      duration: seconds,
      useRedisPackage: false,
    });
    // Socket.IO's server emits to rooms as the worker's stream emitter does (its types are Socket.IO's own).
    this.emitter = io as unknown as RoomEmitter;
    this.goals = new GoalEmitter(
      db.sequelize,
      this.emitter,
      config.GAME_GOAL_THRESHOLDS,
      config.GAME_GOAL_EMIT_MS,
      (err, gameId) => logger.warn({ err, gameId }, 'game goal not emitted'),
    );
    this.queues = createQueues({ redisUrl: config.REDIS_URL, prefix: config.QUEUE_PREFIX, logger });
    // The correction is a delayed job a worker runs: it outlives this node (a timer here was lost when the node that
    // claimed the window stopped inside it). BullMQ's deduplication is the claim, in the same script as the add: the
    // first add for the game starts a window of GAME_GOAL_CORRECT_MS in which every node's add is the same job, and
    // the job runs at the window's end, after every cheer of the window committed. Redis away: the add throws and this
    // node corrects on its own.
    this.claimCorrection = async (gameId, ms) => {
      await this.queues.enqueue(
        'games.goal-correct',
        { gameId, idempotencyKey: `goal-correct:${gameId}:${randomUUID()}` },
        { delay: ms, removeOnComplete: true, deduplication: { id: `goal-correct:${gameId}`, ttl: ms } },
      );
      return false;
    };
  }

  /** One cheer against the user's sends limit: null to go on, or the refusal (nothing staged). */
  async admit(userId: number): Promise<SocketAckResult | null> {
    try {
      await this.limiter.consume(rateLimitKeys.user(userId));
      return null;
    } catch (err) {
      if (err instanceof RateLimiterRes)
        return {
          ok: false,
          error: 'rate_limited',
          message: SENDS_RATE_LIMITED_MESSAGE,
          retryAfterMs: err.msBeforeNext,
        };
      this.logger.warn({ err: (err as Error).message }, 'cheer limit not checked');
      return { ok: false, error: 'unavailable', message: 'Something went wrong. Try again.' };
    }
  }

  /**
   * After the cheer's commit: the cheer to the game, the balances, any star, the goal, the command's outcome.
   * From the one-statement path the goal rides in the cheer's message (`cheer.goalLikes`), with any threshold it
   * reached first celebrated at once; the exact `game:goal` follows once GAME_GOAL_CORRECT_MS later, from a worker
   * (the `games.goal-correct` job, one per game and window whichever nodes cheer to the game). One `game:goal`
   * to the whole room after each cheer was a second fan-out to every viewer: the cheer's extra cost against a chat
   * message in the chat bench. From the general path (no figure read) the goal goes as the worker sends it.
   */
  emit(a: NonNullable<CheerNow['applied']>, commandId: string): void {
    const { result, goal } = a;
    const room = this.emitter.to(rooms.game(result.gameId));
    const { message } = a;
    room.emit(
      'chat:message',
      goal && message.cheer ? { ...message, cheer: { ...message.cheer, goalLikes: goal.likes } } : message,
    );
    if (goal)
      for (const threshold of goal.celebrate)
        room.emit('game:celebration', { gameId: result.gameId, threshold, likes: goal.likes });
    emitGift(this.emitter, this.config.LIKE_PRICE_CENTS, {
      fanUserId: a.fanUserId,
      athleteId: result.athleteId,
      schoolId: result.schoolId,
      balance: result.balance,
      transaction: a.transaction,
      recipientLikes: a.recipientLikes,
    });
    emitStars(this.emitter, a.fanUserId, a.stars.earnedStar, a.stars.newStars, a.chancesLeft);
    for (const s of a.stars.newStars)
      if (s.emailId)
        enqueueEmail(this.queues, s.emailId).catch((err: unknown) =>
          this.logger.warn(
            { err: (err as Error).message, emailId: s.emailId },
            'email enqueue failed; the re-driver will send it',
          ),
        );
    if (a.starsCommand)
      enqueueCommand(this.queues, a.starsCommand, 'milestone-sync').catch((err: unknown) =>
        this.logger.warn(
          { err: (err as Error).message, commandId: a.starsCommand },
          'star command enqueue failed; the re-driver will apply it',
        ),
      );
    if (goal) this.goals.correctLater(result.gameId, this.config.GAME_GOAL_CORRECT_MS, this.claimCorrection);
    else void this.goals.gifted([result.gameId]);
    this.emitter.to(rooms.user(a.fanUserId)).emit('command:result', { commandId, status: 'applied' });
  }

  close(): Promise<void> {
    this.goals.close();
    return this.queues.close();
  }
}
