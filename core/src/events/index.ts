import type { GamesClientEvents, GamesServerEvents } from './games';
import type { ProfilesClientEvents, ProfilesServerEvents } from './profiles';
import type { RewardsServerEvents } from './rewards';
import type { WalletServerEvents } from './wallet';

/**
 * Socket.IO contracts (DESIGN §3), one file per domain, joined here; used by realtime, the worker's and the
 * api's emitters and the web.
 */
export type ServerToClientEvents = WalletServerEvents &
  RewardsServerEvents &
  ProfilesServerEvents &
  GamesServerEvents;

export type ClientToServerEvents = GamesClientEvents & ProfilesClientEvents;

export type { SocketAck } from './ack';
export type { ChatMessage, GameUpdate } from './games';
export type { SocketAckResult } from './ack';
export { gameJoinSchema } from './games';
export { athleteWatchSchema } from './profiles';

export const rooms = {
  user: (id: number) => `user:${id}`,
  game: (id: number) => `game:${id}`,
  /** Every game update (schedules). */
  games: 'games',
  athlete: (id: number) => `athlete:${id}`,
  school: (id: number) => `school:${id}`,
};
