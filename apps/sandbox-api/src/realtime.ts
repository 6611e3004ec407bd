// socket.io side of the chat (Node only): clients 'join' a room `${PREFIX}${userOrGuestId}` and receive the
// 'messaging' events the routes publish on the sandbox's ChatEvents hub.
import type { Server as HttpServer } from 'node:http';
import type { Http2SecureServer, Http2Server } from 'node:http2';
import { Server as SocketServer } from 'socket.io';
import { CHAT_PREFIX, type ChatEvents } from './chat-events';

/** A socket.io server attached to an HTTP server, relaying one sandbox's chat events. */
export interface AttachedRealtime {
  io: SocketServer;
  close(): Promise<void>;
}

/** Starts a socket.io server at path /socket.io on an HTTP server and relays `events` to its rooms. */
export function attachRealtime(
  httpServer: HttpServer | Http2Server | Http2SecureServer,
  events: ChatEvents,
): AttachedRealtime {
  const io = new SocketServer(httpServer as HttpServer, {
    path: '/socket.io',
    cors: { origin: true, credentials: true },
    serveClient: false,
  });
  io.on('connection', (socket) => {
    socket.on('join', (room: unknown, ack?: unknown) => {
      const ok = typeof room === 'string' && room.startsWith(CHAT_PREFIX) && room.length > CHAT_PREFIX.length;
      if (ok) void socket.join(room);
      if (typeof ack === 'function') (ack as (r: { ok: boolean }) => void)({ ok });
    });
    socket.on('leave', (room: unknown) => {
      if (typeof room === 'string') void socket.leave(room);
    });
  });
  const unsubscribe = events.subscribe((room, event) => io.to(room).emit('messaging', event));
  return {
    io,
    close: () =>
      new Promise<void>((resolve) => {
        unsubscribe();
        void io.close(() => resolve());
      }),
  };
}
