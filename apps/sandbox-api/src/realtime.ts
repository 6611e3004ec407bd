// socket.io side of the chat (Node only): clients 'join' a room `${PREFIX}${userOrGuestId}` (a player's room only
// with that player's token in the handshake's `auth.token`) and receive the
// 'messaging' events the routes publish on the sandbox's ChatEvents hub.
import type { Server as HttpServer } from 'node:http';
import type { Http2SecureServer, Http2Server } from 'node:http2';
import { Server as SocketServer } from 'socket.io';
import { CHAT_PREFIX, type ChatEvents } from './chat-events';
import { mayJoinRoom } from './state/chat';
import type { SandboxState } from './state/store';
import { DEMO_ASSETS_PATH, DEMO_CDN } from './demo-assets';

/** An event with the demo CDN's images on the sandbox's own /__assets, as /api answers have them. */
function withLocalAssets(event: unknown, host: string | undefined, secure: boolean): unknown {
  const text = JSON.stringify(event);
  if (!host || !text.includes(DEMO_CDN)) return event;
  return JSON.parse(text.replaceAll(DEMO_CDN, `${secure ? 'https' : 'http'}://${host}${DEMO_ASSETS_PATH}`));
}

/** The token a socket.io handshake carries (`auth: { token }`), if any. */
function handshakeToken(auth: unknown): string | undefined {
  return typeof auth === 'object' && auth !== null && typeof (auth as { token?: unknown }).token === 'string'
    ? (auth as { token: string }).token
    : undefined;
}

/** A socket.io server attached to an HTTP server, relaying one sandbox's chat events. */
export interface AttachedRealtime {
  io: SocketServer;
  close(): Promise<void>;
}

/** Starts a socket.io server at path /socket.io on an HTTP server and relays `events` to its rooms. */
export function attachRealtime(
  httpServer: HttpServer | Http2Server | Http2SecureServer,
  events: ChatEvents,
  state: SandboxState,
): AttachedRealtime {
  const io = new SocketServer(httpServer as HttpServer, {
    path: '/socket.io',
    cors: { origin: true, credentials: true },
    serveClient: false,
  });
  // A connection that carries a token carries a live one: an ended (expired, revoked) or unknown token is refused
  // at the handshake with the API's 401 answer, as every /api operation refuses it. A guest connects without one.
  io.use((socket, next) => {
    const token = handshakeToken(socket.handshake.auth);
    if (token === undefined) return next();
    try {
      state.playerByToken(token);
      next();
    } catch {
      next(Object.assign(new Error('invalid-token'), { data: { status: 401, code: 'INVALID_TOKEN' } }));
    }
  });
  // A token revoked by a logout closes the sockets opened with it (they leave their rooms: no more events).
  const unsubscribeRevoke = state.onRevoke((revoked) => {
    for (const socket of io.sockets.sockets.values()) {
      if (handshakeToken(socket.handshake.auth) === revoked) socket.disconnect(true);
    }
  });
  io.on('connection', (socket) => {
    socket.on('join', (room: unknown, ack?: unknown) => {
      // A player's room only with that player's token (socket.io `auth: { token }`); a guest's with its guest id.
      const token = handshakeToken(socket.handshake.auth);
      const ok =
        typeof room === 'string' &&
        room.startsWith(CHAT_PREFIX) &&
        room.length > CHAT_PREFIX.length &&
        mayJoinRoom(state, room.slice(CHAT_PREFIX.length), token);
      if (ok) void socket.join(room);
      if (typeof ack === 'function') (ack as (r: { ok: boolean }) => void)({ ok });
    });
    socket.on('leave', (room: unknown) => {
      if (typeof room === 'string') void socket.leave(room);
    });
  });
  // Each member gets the event with images on the origin it connected to (the page's CSP allows only that one).
  const unsubscribe = events.subscribe((room, event) => {
    for (const id of io.sockets.adapter.rooms.get(room) ?? []) {
      const socket = io.sockets.sockets.get(id);
      if (!socket) continue;
      const { headers, secure } = socket.handshake;
      socket.emit('messaging', withLocalAssets(event, headers.host, secure));
    }
  });
  return {
    io,
    close: () =>
      new Promise<void>((resolve) => {
        unsubscribe();
        unsubscribeRevoke();
        void io.close(() => resolve());
      }),
  };
}
