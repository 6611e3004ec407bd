// socket.io side of the chat: clients 'join' a room `${PREFIX}${userOrGuestId}` and receive 'messaging' events.
import type { Server as HttpServer } from 'node:http';
import type { Http2SecureServer, Http2Server } from 'node:http2';
import { Server as SocketServer } from 'socket.io';

/** Prefix of chat rooms, returned by GET /api/chat/config. */
export const CHAT_PREFIX = 'wallet-chat-';

/** Pushes chat events to whoever joined a room; a no-op until attached to an HTTP server. */
export class Realtime {
  private servers: SocketServer[] = [];

  /** Starts a socket.io server at path /socket.io on an HTTP server. */
  attach(httpServer: HttpServer | Http2Server | Http2SecureServer): SocketServer {
    const io = new SocketServer(httpServer as HttpServer, {
      path: '/socket.io',
      cors: { origin: true, credentials: true },
      serveClient: false,
    });
    io.on('connection', (socket) => {
      socket.on('join', (room: unknown, ack?: unknown) => {
        const ok =
          typeof room === 'string' && room.startsWith(CHAT_PREFIX) && room.length > CHAT_PREFIX.length;
        if (ok) void socket.join(room);
        if (typeof ack === 'function') (ack as (r: { ok: boolean }) => void)({ ok });
      });
      socket.on('leave', (room: unknown) => {
        if (typeof room === 'string') void socket.leave(room);
      });
    });
    this.servers.push(io);
    return io;
  }

  /** Sends one 'messaging' event to a room. */
  push(room: string, event: unknown): void {
    for (const io of this.servers) io.to(room).emit('messaging', event);
  }

  /** Closes every attached socket.io server. */
  async close(): Promise<void> {
    const servers = this.servers;
    this.servers = [];
    await Promise.all(servers.map((io) => new Promise<void>((resolve) => void io.close(() => resolve()))));
  }
}
