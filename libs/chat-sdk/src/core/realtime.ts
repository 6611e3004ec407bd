// socket.io connection: fixed 500 ms reconnect with unlimited attempts, join on every connect, 5 s rejoin check.
import { io } from 'socket.io-client';
import type { ManagerOptions, Socket, SocketOptions } from 'socket.io-client';

/** Connection states the client exposes. 'off' means no chat backend is configured. */
export type ChatConnection = 'off' | 'connecting' | 'connected' | 'disconnected';

/** Options of the realtime link. */
export interface RealtimeOptions {
  url: string;
  room: () => string;
  reconnectDelayMs: number;
  checkMs: number;
  socketOptions?: Partial<ManagerOptions & SocketOptions>;
  onMessage: (payload: unknown) => void;
  onConnection: (state: ChatConnection, reconnected: boolean) => void;
  /** The server confirmed the join (or did not answer within JOIN_ACK_TIMEOUT_MS): the room now gets events. */
  onJoined: () => void;
}

/** How long to wait for a join acknowledgement before assuming the join went through (servers may not ack). */
export const JOIN_ACK_TIMEOUT_MS = 2000;

/** Handle of an open realtime link. */
export interface RealtimeLink {
  readonly socket: Socket;
  /** Leaves `previousRoom` and joins the current room (after the identity changed). */
  rejoin(previousRoom: string | null): void;
  close(): void;
}

/** Opens the socket and keeps it joined to the room for as long as the link lives. */
export function openRealtime(options: RealtimeOptions): RealtimeLink {
  const socket = io(options.url, {
    reconnection: true,
    reconnectionAttempts: Infinity,
    reconnectionDelay: options.reconnectDelayMs,
    reconnectionDelayMax: options.reconnectDelayMs,
    randomizationFactor: 0,
    autoConnect: false,
    forceNew: true,
    ...options.socketOptions,
  });
  let closed = false;
  let everConnected = false;
  let retry: ReturnType<typeof setTimeout> | undefined;

  const join = () => {
    // Ack-capable servers answer once the socket is in the room; others time out and are assumed joined.
    socket.timeout(JOIN_ACK_TIMEOUT_MS).emit('join', options.room(), () => {
      if (!closed && socket.connected) options.onJoined();
    });
  };

  socket.on('connect', () => {
    const reconnected = everConnected;
    everConnected = true;
    join();
    options.onConnection('connected', reconnected);
  });
  socket.on('disconnect', (reason) => {
    if (closed) return;
    options.onConnection('disconnected', false);
    // The server closed us on purpose: socket.io will not retry by itself, so retry on the same cadence.
    if (reason === 'io server disconnect') {
      clearTimeout(retry);
      retry = setTimeout(() => {
        if (!closed && !socket.connected) socket.connect();
      }, options.reconnectDelayMs);
    }
  });
  socket.on('connect_error', () => {
    if (!closed) options.onConnection(everConnected ? 'disconnected' : 'connecting', false);
  });
  socket.on('messaging', (payload: unknown) => options.onMessage(payload));

  // SPEC section 4: a check every 5 s rejoins the room when the socket is disconnected.
  const check = setInterval(() => {
    if (!closed && !socket.connected) socket.connect();
  }, options.checkMs);

  options.onConnection('connecting', false);
  socket.connect();

  return {
    socket,
    rejoin(previousRoom) {
      if (!socket.connected) return;
      if (previousRoom) socket.emit('leave', previousRoom);
      join();
    },
    close() {
      closed = true;
      clearInterval(check);
      clearTimeout(retry);
      socket.removeAllListeners();
      socket.disconnect();
    },
  };
}
