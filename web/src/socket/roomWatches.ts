import { useEffect } from 'react';
import { useSocket, type AppSocket } from './SocketProvider';

/** The public rooms of live totals a page may watch: `athlete:{id}` (athlete:likes) and `school:{id}` (school:likes). */
export type WatchKind = 'athlete' | 'school';
type Key = `${WatchKind}:${number}`;

/**
 * The watches of one socket, shared by every component that shows a room's live totals (a profile's figures, its
 * updates feed, a dashboard): the first user of a room sends its watch, the last one to go sends its unwatch, so a
 * fan who browses page after page keeps only the rooms on screen, within the server's room budget. After a reconnect
 * that restored nothing every room still in use is watched again; a restored session kept its rooms, and only what
 * changed while away is sent. Nothing is emitted while disconnected (Socket.IO would buffer it and replay it later).
 */
class RoomWatches {
  /** Each room in use and how many users it has. */
  private readonly users = new Map<Key, { kind: WatchKind; id: number; n: number }>();
  /** The rooms the server watches for this socket, as far as this client knows, with the watch that asked. */
  private readonly sent = new Map<Key, number>();
  private seq = 0;
  private scheduled = false;

  constructor(private readonly socket: AppSocket) {
    socket.on('connect', () => {
      if (!socket.recovered) this.sent.clear();
      this.sync();
    });
  }

  /** One more user of the room; the answer lets it go (once). */
  hold(kind: WatchKind, id: number): () => void {
    const key: Key = `${kind}:${id}`;
    const room = this.users.get(key) ?? { kind, id, n: 0 };
    room.n++;
    this.users.set(key, room);
    this.schedule();
    let released = false;
    return () => {
      if (released) return;
      released = true;
      if (--room.n === 0 && this.users.get(key) === room) this.users.delete(key);
      this.schedule();
    };
  }

  /** After the current task: a page that swaps components in one commit (one goes, the next comes) sends nothing. */
  private schedule() {
    if (this.scheduled) return;
    this.scheduled = true;
    queueMicrotask(() => {
      this.scheduled = false;
      this.sync();
    });
  }

  private sync() {
    if (!this.socket.connected) return;
    // Unwatches first: the rooms they free count for the watches after them.
    for (const key of [...this.sent.keys()]) if (!this.users.has(key)) this.unwatch(key);
    for (const [key, { kind, id }] of this.users) if (!this.sent.has(key)) this.watch(key, kind, id);
  }

  private watch(key: Key, kind: WatchKind, id: number) {
    const mine = ++this.seq;
    this.sent.set(key, mine);
    // Refused (the room budget spent): not watched; the next change or reconnect asks again.
    const answered = (r: { ok: boolean }) => {
      if (!r.ok && this.sent.get(key) === mine) this.sent.delete(key);
    };
    if (kind === 'athlete') this.socket.emit('athlete:watch', { athleteId: id }, answered);
    else this.socket.emit('school:watch', { schoolId: id }, answered);
  }

  private unwatch(key: Key) {
    this.sent.delete(key);
    const [kind, id] = key.split(':') as [WatchKind, string];
    if (kind === 'athlete') this.socket.emit('athlete:unwatch', { athleteId: Number(id) });
    else this.socket.emit('school:unwatch', { schoolId: Number(id) });
  }
}

const bySocket = new WeakMap<AppSocket, RoomWatches>();

/** The shared watches of this socket (made on first use). */
export function roomWatches(socket: AppSocket): RoomWatches {
  let w = bySocket.get(socket);
  if (!w) bySocket.set(socket, (w = new RoomWatches(socket)));
  return w;
}

/**
 * Watch a room of live totals while mounted (shared with every other user of it on the page). Visitors have no
 * socket: nothing is watched.
 */
export function useRoomWatch(kind: WatchKind, id: number | null): void {
  const { socket } = useSocket();
  useEffect(() => {
    if (!socket || !id) return;
    return roomWatches(socket).hold(kind, id);
  }, [socket, kind, id]);
}
