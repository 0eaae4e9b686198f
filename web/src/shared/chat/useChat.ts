import { useCallback, useEffect, useRef, useState } from 'react';
import type { ChatMessage, ChatMuteView, ServerToClientEvents, SocketAckResult } from '@fanlift/core/web';
import { newIntentKey as newClientId } from '../../api/intent';
import { ACK_TIMEOUT_MS, emitAcked, useSocket, useSocketEvent } from '../../socket';

const KEEP = 200;

export interface ChatState {
  messages: ChatMessage[];
  /** False until the history arrived. */
  ready: boolean;
  /**
   * True once this connection's `game:join` was acknowledged (or a reconnect restored the session with its rooms):
   * the server refuses a send before it (`not_joined`). False again while disconnected and until the rejoin's ack.
   */
  joined: boolean;
  joinError: string | null;
  /** Join again after a refused join (the "Try again" of a chat that could not be joined). */
  rejoin(): void;
  slowModeSeconds: number;
  muted: ChatMuteView | null;
  connected: boolean;
  send(text: string): Promise<SocketAckResult>;
  remove(messageId: number): Promise<SocketAckResult>;
  mute(userId: number, minutes: number, reason: string): Promise<SocketAckResult>;
  report(messageId: number, reason: string): Promise<SocketAckResult>;
}

const byId = (a: ChatMessage, b: ChatMessage) => a.id - b.id;

/**
 * Live chat of one game over the socket: joins on connect (the server answers the last 50 messages); after a drop
 * Socket.IO's connection state recovery replays what was missed when the same node restored the session, and when
 * it could not (e.g. the node died) the rejoin asks for the messages after the last one seen. `joined` says when a
 * send can be accepted: from the join's acknowledgement until the next drop. This join alone asks for the history: the
 * live page's game hook (useLiveGame) joins the same room with `roomOnly`. A refused join stays refused until
 * `rejoin` (the panel's Try again) or the next reconnect.
 */
export function useChat(gameId: number | null): ChatState {
  const { socket, connected } = useSocket();
  const [messages, setMessages] = useState<ChatMessage[]>([]);
  const [ready, setReady] = useState(false);
  const [joinError, setJoinError] = useState<string | null>(null);
  const [slowModeSeconds, setSlow] = useState(0);
  const [muted, setMuted] = useState<ChatMuteView | null>(null);
  const lastId = useRef(0);

  useEffect(() => {
    setMessages([]);
    setReady(false);
    lastId.current = 0;
  }, [gameId]);

  const [joined, setJoined] = useState(false);
  /** The current connection's join (set while a game's chat is open). */
  const joinNow = useRef<(() => void) | null>(null);
  useEffect(() => {
    if (!socket || !gameId) return;
    // Each attempt has its number: an answer to an attempt of an earlier connection (or game) is ignored.
    let attempt = 0;
    let inRoom = false;
    const join = () => {
      const mine = ++attempt;
      inRoom = false;
      setJoined(false);
      const since = lastId.current || undefined;
      const answered = (r: SocketAckResult) => {
        if (mine !== attempt) return;
        setJoinError(r.ok ? null : (r.message ?? 'You cannot join this chat.'));
        inRoom = r.ok;
        setJoined(r.ok);
      };
      // No answer in time: ask again while connected (a reconnect asks by itself).
      const unanswered = () => {
        if (mine === attempt && socket.connected) join();
      };
      socket
        .timeout(ACK_TIMEOUT_MS)
        .emitWithAck('game:join', { gameId, sinceMessageId: since })
        .then(answered, unanswered);
    };
    // The same session restored (connection state recovery) keeps its rooms and replays the missed packets: a chat
    // joined before the drop is still joined. Otherwise (a new session, or no join answered before the drop) join.
    const onConnect = () => {
      if (socket.recovered && inRoom) setJoined(true);
      else join();
    };
    const onDisconnect = () => {
      attempt++;
      setJoined(false);
    };
    if (socket.connected) join();
    else setJoined(false);
    joinNow.current = () => {
      if (socket.connected) join();
    };
    socket.on('connect', onConnect);
    socket.on('disconnect', onDisconnect);
    return () => {
      attempt++;
      joinNow.current = null;
      setJoined(false);
      socket.off('connect', onConnect);
      socket.off('disconnect', onDisconnect);
    };
  }, [socket, gameId]);

  const rejoin = useCallback(() => {
    // The composer says "Joining the chat…" again until the answer.
    setJoinError(null);
    joinNow.current?.();
  }, []);

  useSocketEvent('chat:history', ((p) => {
    if (p.gameId !== gameId) return;
    setSlow(p.slowModeSeconds);
    setReady(true);
    setMessages((cur) => {
      const merged =
        p.since === null
          ? p.messages
          : [...cur, ...p.messages.filter((m) => !cur.some((c) => c.id === m.id))];
      const out = [...merged].sort(byId).slice(-KEEP);
      lastId.current = out[out.length - 1]?.id ?? lastId.current;
      return out;
    });
  }) as ServerToClientEvents['chat:history']);

  useSocketEvent('chat:message', (m: ChatMessage) => {
    if (m.gameId !== gameId) return;
    lastId.current = Math.max(lastId.current, m.id);
    setMessages((cur) => (cur.some((c) => c.id === m.id) ? cur : [...cur, m].sort(byId).slice(-KEEP)));
  });
  useSocketEvent('chat:deleted', (d) => {
    if (d.gameId === gameId) setMessages((cur) => cur.filter((m) => m.id !== d.id));
  });
  useSocketEvent('chat:settings', (s) => {
    if (s.gameId === gameId) setSlow(s.slowModeSeconds);
  });
  useSocketEvent('chat:muted', (m) => setMuted(m));

  // A mute ends by itself.
  useEffect(() => {
    if (!muted) return;
    const ms = Date.parse(muted.until) - Date.now();
    const t = setTimeout(() => setMuted(null), Math.max(0, Math.min(ms, 2 ** 31 - 1)));
    return () => clearTimeout(t);
  }, [muted]);

  // The message being sent and its client id: sending the same text again after a failure (no answer, say)
  // reuses the id, so a first try that was stored after all is not stored twice.
  const pending = useRef<{ text: string; clientId: string } | null>(null);
  const send = useCallback(
    async (text: string) => {
      if (pending.current?.text !== text) pending.current = { text, clientId: newClientId() };
      const { clientId } = pending.current;
      const r = await emitAcked(socket, async (s) => {
        const a = await s.emitWithAck('chat:send', { gameId: gameId!, text, clientId });
        if (!a.ok && a.error === 'muted' && a.until)
          setMuted({ userId: 0, reason: a.reason ?? a.message ?? '', until: a.until });
        return a;
      });
      if (r.ok && pending.current?.clientId === clientId) pending.current = null;
      return r;
    },
    [socket, gameId],
  );
  const remove = useCallback(
    (messageId: number) => emitAcked(socket, (s) => s.emitWithAck('chat:delete', { messageId })),
    [socket],
  );
  const mute = useCallback(
    (userId: number, minutes: number, reason: string) =>
      emitAcked(socket, (s) => s.emitWithAck('chat:mute', { gameId: gameId!, userId, minutes, reason })),
    [socket, gameId],
  );
  const report = useCallback(
    (messageId: number, reason: string) =>
      emitAcked(socket, (s) => s.emitWithAck('chat:report', { messageId, reason })),
    [socket],
  );

  return {
    messages,
    ready,
    joined: joined && connected,
    joinError,
    rejoin,
    slowModeSeconds,
    muted,
    connected,
    send,
    remove,
    mute,
    report,
  };
}
