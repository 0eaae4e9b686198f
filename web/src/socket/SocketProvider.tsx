import { createContext, useContext, useEffect, useEffectEvent, useState, type ReactNode } from 'react';
import { io, type Socket } from 'socket.io-client';
import type { ClientToServerEvents, ServerToClientEvents } from '@fanlift/core/web';
import { useSession } from '../session/useSession';

export type AppSocket = Socket<ServerToClientEvents, ClientToServerEvents>;

interface SocketState {
  socket: AppSocket | null;
  connected: boolean;
}

const SocketContext = createContext<SocketState>({ socket: null, connected: false });

/** One socket.io connection to the same origin, only while someone is signed in (DESIGN §1/§3). */
export function SocketProvider({ children }: { children: ReactNode }) {
  const { user } = useSession();
  const userId = user?.id ?? null;
  const [state, setState] = useState<SocketState>({ socket: null, connected: false });

  useEffect(() => {
    if (userId === null) return;
    const socket: AppSocket = io({
      path: '/socket.io',
      withCredentials: true,
      transports: ['websocket', 'polling'],
      tryAllTransports: true,
    });
    const onConnect = () => setState({ socket, connected: true });
    const onDisconnect = () => setState({ socket, connected: false });
    socket.on('connect', onConnect);
    socket.on('disconnect', onDisconnect);
    setState({ socket, connected: socket.connected });
    return () => {
      socket.off('connect', onConnect);
      socket.off('disconnect', onDisconnect);
      socket.disconnect();
      setState({ socket: null, connected: false });
    };
  }, [userId]);

  return <SocketContext.Provider value={state}>{children}</SocketContext.Provider>;
}

export function useSocket(): SocketState {
  return useContext(SocketContext);
}

type EventName = keyof ServerToClientEvents;

/** Subscribe to a server event for the lifetime of the component; the latest handler is always used. */
export function useSocketEvent<E extends EventName>(name: E, handler: ServerToClientEvents[E]): void {
  const { socket } = useSocket();
  // The listener stays for the socket's life and always calls the latest handler.
  const onEvent = useEffectEvent((...args: unknown[]) => (handler as (...a: unknown[]) => void)(...args));
  useEffect(() => {
    if (!socket) return;
    const listener = (...args: unknown[]) => onEvent(...args);
    // As any event name (socket.io's typed overloads cannot follow a generic one): the listener takes `unknown`
    // arguments, so it fits every event's listener type; the signature above keeps callers typed.
    const event: EventName = name;
    socket.on(event, listener);
    return () => {
      socket.off(event, listener);
    };
  }, [socket, name]);
}

/** Run `handler` on every (re)connect of the socket. */
export function useSocketConnect(handler: () => void): void {
  const { socket } = useSocket();
  const onConnect = useEffectEvent(handler);
  useEffect(() => {
    if (!socket) return;
    const listener = () => onConnect();
    socket.on('connect', listener);
    return () => {
      socket.off('connect', listener);
    };
  }, [socket]);
}
