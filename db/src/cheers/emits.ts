import type { Sequelize } from 'sequelize';
import { rooms, type ServerToClientEvents, type WalletTransaction } from '@fanlift/core';
import { celebrateGoal } from './goal';

type EventName = keyof ServerToClientEvents;

/**
 * Where a committed gift's events go: the worker's stream emitter (RealtimeEmitter) or a realtime node's own
 * Socket.IO server (its local clients at once, the other nodes through the adapter). Emit only after commit.
 */
export interface RoomEmitter {
  to(room: string | string[]): {
    emit<E extends EventName>(event: E, ...args: Parameters<ServerToClientEvents[E]>): unknown;
  };
}

/** A committed gift of likes (a send or a cheer): who gave, to whom, and the balances after it. */
export interface GiftApplied {
  fanUserId: number;
  athleteId: number | null;
  schoolId: number | null;
  balance: number;
  transaction: WalletTransaction | null;
  recipientLikes: number;
}

/** The events of a committed gift: the fan's balance, and the recipient's (athlete's or school's) new likes. */
export function emitGift(emitter: RoomEmitter, likePriceCents: number, s: GiftApplied): void {
  emitter
    .to(rooms.user(s.fanUserId))
    .emit('wallet:balance', { balance: s.balance, transaction: s.transaction });
  if (s.athleteId != null) {
    emitter.to(rooms.athlete(s.athleteId)).emit('athlete:likes', {
      athleteId: s.athleteId,
      likes: s.recipientLikes,
      sumTotalInCents: s.recipientLikes * likePriceCents,
    });
  }
  if (s.schoolId != null)
    emitter
      .to(rooms.school(s.schoolId))
      .emit('school:likes', { schoolId: s.schoolId, likes: s.recipientLikes });
}

/** A fan's new stars after a commit: milestone:star for each, then spin:chances. */
export function emitStars(
  emitter: RoomEmitter,
  userId: number,
  earnedStar: number,
  stars: readonly { star: number }[],
  chancesLeft: number,
): void {
  if (stars.length === 0) return;
  const room = emitter.to(rooms.user(userId));
  for (const s of stars) room.emit('milestone:star', { earnedStar, star: s.star, chancesLeft });
  room.emit('spin:chances', { chancesLeft, source: 'star' });
}

interface Window {
  timer: NodeJS.Timeout;
  again: boolean;
}

/**
 * The game's goal after gifts (issue 28), at most once per game per `windowMs` from one process. The meter goes to
 * every viewer of the game, so one per gift doubled the room's fan-out during a burst of cheers (the chat bench:
 * each cheer was two messages to 1,000 sockets). The first gift after a quiet spell reads and emits at once; gifts
 * inside the window mark the game, and the window's end reads the figure again and emits it, so the last figure
 * always goes out. The figure is read from the database each time (exact), never added up here; each threshold
 * is celebrated once whichever process passes it (game_goal_celebrations' PRIMARY KEY).
 */
export class GoalEmitter {
  private readonly windows = new Map<number, Window>();
  private readonly corrections = new Map<number, NodeJS.Timeout>();
  /** Games whose correction claim is being asked (a burst of gifts asks once). */
  private readonly claiming = new Set<number>();
  private closed = false;

  constructor(
    private readonly sequelize: Sequelize,
    private readonly emitter: RoomEmitter,
    private readonly thresholds: readonly number[],
    private readonly windowMs: number,
    private readonly onError: (err: Error, gameId: number) => void,
  ) {}

  /** After a committed gift to a live game's players or schools: its goal (and any celebration), coalesced. */
  async gifted(gameIds: readonly number[]): Promise<void> {
    if (this.windowMs <= 0) {
      for (const gameId of gameIds) await this.now(gameId);
      return;
    }
    for (const gameId of gameIds) {
      const w = this.windows.get(gameId);
      if (w) {
        w.again = true;
        continue;
      }
      this.open(gameId);
      await this.now(gameId);
    }
  }

  /**
   * After a gift whose goal already went out (a cheer from the chat carries it in its message): one exact read
   * and emit of the game's goal `afterMs` later (coalesced as `gifted` is), at most one pending per game. It puts
   * right what a carried figure cannot: two nodes' cheers delivered out of turn, and a threshold that two concurrent
   * gifts each read short of (each statement sees its own likes, not the other's uncommitted ones).
   *
   * With `claim`, the correction is handed on: `claim` answers false when something else will send it (realtime:
   * the `games.goal-correct` job, delayed `afterMs`, one per game and window for every node cheering to the game,
   * which a worker runs even if this node is gone), true when this process must send it itself. Each `game:goal`
   * goes to every viewer of the game, so N realtime nodes each correcting was N room-wide messages per window for
   * the same figure. A claim that fails (Redis away) means this process corrects on its own.
   */
  correctLater(
    gameId: number,
    afterMs: number,
    claim?: (gameId: number, ms: number) => Promise<boolean>,
  ): void {
    if (this.corrections.has(gameId) || this.claiming.has(gameId)) return;
    if (!claim) return this.schedule(gameId, afterMs);
    this.claiming.add(gameId);
    claim(gameId, afterMs)
      .catch(() => true)
      .then((mine) => {
        this.claiming.delete(gameId);
        if (mine && !this.closed) this.schedule(gameId, afterMs);
      })
      .catch((err: unknown) => this.onError(err as Error, gameId));
  }

  private schedule(gameId: number, afterMs: number): void {
    if (this.corrections.has(gameId)) return;
    const timer = setTimeout(() => {
      this.corrections.delete(gameId);
      void this.gifted([gameId]);
    }, afterMs);
    timer.unref();
    this.corrections.set(gameId, timer);
  }

  /** Stop the pending windows and corrections (shutdown). */
  close(): void {
    this.closed = true;
    for (const w of this.windows.values()) clearTimeout(w.timer);
    for (const t of this.corrections.values()) clearTimeout(t);
    this.windows.clear();
    this.corrections.clear();
  }

  private open(gameId: number): void {
    const w: Window = {
      again: false,
      timer: setTimeout(() => {
        this.windows.delete(gameId);
        if (w.again) {
          this.open(gameId);
          void this.now(gameId);
        }
      }, this.windowMs),
    };
    w.timer.unref();
    this.windows.set(gameId, w);
  }

  private async now(gameId: number): Promise<void> {
    try {
      await emitGoalNow(this.sequelize, this.emitter, gameId, this.thresholds);
    } catch (err) {
      this.onError(err as Error, gameId);
    }
  }
}

/**
 * One game's goal to its room, read now (exact), and each threshold passed for the first time as one celebration
 * (game_goal_celebrations' PRIMARY KEY: once whichever process passes it). Answers the goal's likes.
 */
export async function emitGoalNow(
  sequelize: Sequelize,
  emitter: RoomEmitter,
  gameId: number,
  thresholds: readonly number[],
): Promise<{ likes: number; celebrated: number[] }> {
  const { goal, celebrate } = await celebrateGoal(sequelize, gameId, thresholds);
  const room = emitter.to(rooms.game(gameId));
  room.emit('game:goal', goal);
  for (const threshold of celebrate) room.emit('game:celebration', { gameId, threshold, likes: goal.likes });
  return { likes: goal.likes, celebrated: celebrate };
}
