import type { BracketsServerEvents } from './brackets';
import { chatClientEvents, type ChatServerEvents } from './chat';
import type {
  ClientEventMap,
  ClientEventPayloadOf,
  ClientEventResultOf,
  ClientEventsOf,
} from './client-event';
import { gamesClientEvents, type GamesServerEvents } from './games';
import { profilesClientEvents, type ProfilesServerEvents } from './profiles';
import type { RewardsServerEvents } from './rewards';
import type { WalletServerEvents } from './wallet';
import type { AffiliateServerEvents } from './affiliate';
import type { UpdatesServerEvents } from './updates';

/**
 * Socket.IO contracts (DESIGN §3), one file per domain, joined here; used by realtime, the worker's and the
 * api's emitters and the web (which imports the types only).
 */
export type ServerToClientEvents = WalletServerEvents &
  RewardsServerEvents &
  ProfilesServerEvents &
  GamesServerEvents &
  ChatServerEvents &
  BracketsServerEvents &
  AffiliateServerEvents &
  UpdatesServerEvents;

/** Every event a client may send: name -> payload schema (realtime validates with it) and ack result. */
export const clientEvents = {
  ...gamesClientEvents,
  ...chatClientEvents,
  ...profilesClientEvents,
} satisfies ClientEventMap;
export type ClientEvents = typeof clientEvents;
export type ClientEventName = keyof ClientEvents;
export type ClientToServerEvents = ClientEventsOf<ClientEvents>;
/** What realtime's handler of `E` gets (the parsed payload) and answers (the ack). */
export type ClientEventPayload<E extends ClientEventName> = ClientEventPayloadOf<ClientEvents[E]>;
export type ClientEventResult<E extends ClientEventName> = ClientEventResultOf<ClientEvents[E]>;

export type { SocketAck, SocketAckResult } from './ack';
export type { ClientEvent } from './client-event';
export type { ChatMessage, CheerAck } from './chat';
export type { GameGoal, GameUpdate } from './games';
export { chatCheerSchema, chatUnmuteSchema } from './chat';
export { gameJoinSchema, gameLeaveSchema, gamesWatchSchema } from './games';
export { athleteWatchSchema } from './profiles';

export const rooms = {
  user: (id: number) => `user:${id}`,
  game: (id: number) => `game:${id}`,
  /** Every game update (schedules). */
  games: 'games',
  athlete: (id: number) => `athlete:${id}`,
  school: (id: number) => `school:${id}`,
};
