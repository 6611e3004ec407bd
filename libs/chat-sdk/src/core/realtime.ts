// socket.io connection (a WebSocket, long polling where it cannot open): fixed 500 ms reconnect with unlimited
// attempts, join on every connect, 5 s rejoin check.
// socket.io-client is loaded with a dynamic import when a link opens, that is only when a chat backend URL is
// configured: an app's bundler puts it in a chunk of its own that a client without `socketUrl` never loads
// (12 KB gzip), and the core entry's static imports never reach it. Only types are imported statically.
import type { io as ioFunction, ManagerOptions, Socket, SocketOptions } from 'socket.io-client';

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
  /** The socket; null until socket.io-client has loaded (or after its load failed, until the next check). */
  readonly socket: Socket | null;
  /** Leaves `previousRoom` and joins the current room (after the identity changed). */
  rejoin(previousRoom: string | null): void;
  close(): void;
}

/** What the core uses of socket.io-client's module. */
interface SocketIoModule {
  io: typeof ioFunction;
}

let socketIo: Promise<SocketIoModule> | null = null;

/** socket.io-client, imported once per page on first use; a failed import (a lost chunk) is tried again next time. */
function loadSocketIo(): Promise<SocketIoModule> {
  socketIo ??= import('socket.io-client').catch((error: unknown) => {
    socketIo = null;
    throw error;
  });
  return socketIo;
}

/**
 * Opens the socket and keeps it joined to the room for as long as the link lives. Synchronous for the caller: the
 * link reports 'connecting' at once and connects as soon as socket.io-client has loaded.
 */
export function openRealtime(options: RealtimeOptions): RealtimeLink {
  let socket: Socket | null = null;
  let loading = false;
  let closed = false;
  let everConnected = false;
  let retry: ReturnType<typeof setTimeout> | undefined;

  const join = () => {
    if (!socket) return;
    // Ack-capable servers answer once the socket is in the room; others time out and are assumed joined.
    const joining = socket;
    joining.timeout(JOIN_ACK_TIMEOUT_MS).emit('join', options.room(), () => {
      if (!closed && joining.connected) options.onJoined();
    });
  };

  const wire = (socket: Socket) => {
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
  };

  const createSocket = (io: typeof ioFunction): Socket => {
    const created = io(options.url, {
      reconnection: true,
      reconnectionAttempts: Infinity,
      reconnectionDelay: options.reconnectDelayMs,
      reconnectionDelayMax: options.reconnectDelayMs,
      randomizationFactor: 0,
      autoConnect: false,
      forceNew: true,
      // WebSocket first, HTTP long-polling only where it cannot open (a proxy without upgrades): no polling
      // handshake and upgrade round trips before the first message, which on a slow phone were requests and tasks
      // of their own right after the page loaded.
      transports: ['websocket', 'polling'],
      tryAllTransports: true,
      ...options.socketOptions,
    });
    wire(created);
    return created;
  };

  const load = () => {
    loading = true;
    loadSocketIo().then(
      ({ io }) => {
        loading = false;
        if (closed) return;
        socket = createSocket(io);
        socket.connect();
      },
      () => {
        loading = false;
        // Not loaded (offline, a chunk gone after a deployment): the periodic check below tries again.
        if (!closed) options.onConnection(everConnected ? 'disconnected' : 'connecting', false);
      },
    );
  };

  // docs/product.md#chat: a check every 5 s rejoins the room when the socket is disconnected.
  const check = setInterval(() => {
    if (closed) return;
    if (socket && !socket.connected) socket.connect();
    else if (!socket && !loading) load();
  }, options.checkMs);

  options.onConnection('connecting', false);
  load();

  return {
    get socket() {
      return socket;
    },
    rejoin(previousRoom) {
      if (!socket?.connected) return;
      if (previousRoom) socket.emit('leave', previousRoom);
      join();
    },
    close() {
      closed = true;
      clearInterval(check);
      clearTimeout(retry);
      socket?.removeAllListeners();
      socket?.disconnect();
    },
  };
}
