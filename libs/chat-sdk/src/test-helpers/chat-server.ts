// Test helper: a real socket.io server plus a tiny node:http REST handler speaking the chat calls in docs/product.md#chat.
import { createServer } from 'node:http';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Server } from 'socket.io';
import type { Socket } from 'socket.io';
import type { ChatIdentity, ChatWireMessage } from '../core/types';

/** Options of the test server. */
export interface ChatServerOptions {
  prefix?: string;
  /** Whether the server emits the customer's own messages back to the room (default true). */
  echoCustomer?: boolean;
  /** Leave `_id` and `clientId` out of history and events, as a server that does not echo them would. */
  withoutIds?: boolean;
  /** The engine's transports (default both): `['polling']` is a server behind a proxy that refuses WebSockets. */
  transports?: ('polling' | 'websocket')[];
}

/** A recorded REST call. */
export interface RecordedCall {
  method: string;
  path: string;
  body: unknown;
  headers: IncomingMessage['headers'];
}

/** Handle of a running test server. */
export interface ChatServer {
  url: string;
  io: Server;
  calls: RecordedCall[];
  joins: string[];
  /** All stored messages of an identity, oldest first. */
  conversation(identity: ChatIdentity): ChatWireMessage[];
  /** Stores an admin reply and emits it to the room, as support would. */
  reply(identity: ChatIdentity, text: string, extra?: Partial<ChatWireMessage>): ChatWireMessage;
  /** Makes the next `count` uploads answer 500. */
  failUploads(count: number): void;
  /** Makes the next `count` send-message calls answer 500. */
  failSends(count: number): void;
  /** Makes uploads take this long (ms) so they can be cancelled. */
  slowUploads(ms: number): void;
  /** Server-side sockets currently connected. */
  sockets(): Socket[];
  close(): Promise<void>;
}

const idOf = (identity: { userId?: string | null; guestId?: string | null }) =>
  identity.userId || identity.guestId || '';

function readBody(req: IncomingMessage): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => resolve(Buffer.concat(chunks)));
    req.on('error', reject);
  });
}

/** Starts the server on a random port. */
export async function startChatServer(options: ChatServerOptions = {}): Promise<ChatServer> {
  const prefix = options.prefix ?? 'chat-';
  const echoCustomer = options.echoCustomer ?? true;
  const view = (m: ChatWireMessage): ChatWireMessage => {
    if (!options.withoutIds) return m;
    const { _id: _omitId, clientId: _omitClientId, ...rest } = m;
    return rest;
  };
  const store = new Map<string, ChatWireMessage[]>();
  const calls: RecordedCall[] = [];
  const joins: string[] = [];
  let seq = 0;
  let clock = Date.parse('2026-01-01T00:00:00.000Z');
  let uploadFailures = 0;
  let sendFailures = 0;
  let uploadDelay = 0;
  let uploadCount = 0;

  const nextTime = () => new Date((clock += 1000)).toISOString();
  const save = (m: ChatWireMessage): ChatWireMessage => {
    const stored: ChatWireMessage = { ...m, _id: `m${++seq}`, createdAt: nextTime(), session_id: 's1' };
    const id = idOf(m);
    store.set(id, [...(store.get(id) ?? []), stored]);
    return stored;
  };

  const send = (res: ServerResponse, status: number, body: unknown) => {
    res.writeHead(status, { 'Content-Type': 'application/json' });
    res.end(JSON.stringify(body));
  };

  const handler = async (req: IncomingMessage, res: ServerResponse) => {
    res.setHeader('Access-Control-Allow-Origin', '*');
    res.setHeader('Access-Control-Allow-Headers', 'Authorization, Content-Type, X-Requested-With, Accept');
    res.setHeader('Access-Control-Allow-Methods', 'GET, POST, PUT, OPTIONS');
    if (req.method === 'OPTIONS') {
      res.writeHead(204).end();
      return;
    }
    const path = (req.url ?? '').split('?')[0] ?? '';
    const raw = await readBody(req);
    const isJson = (req.headers['content-type'] ?? '').includes('application/json');
    const body: unknown = isJson && raw.length ? JSON.parse(raw.toString('utf8')) : null;
    calls.push({ method: req.method ?? '', path, body, headers: req.headers });
    const b = (body ?? {}) as Record<string, unknown>;

    if (req.method === 'GET' && path === '/api/chat/config') return send(res, 200, { PREFIX: prefix });
    if (req.method === 'POST' && path === '/api/chat/history') {
      const list = [...(store.get(idOf(b as { userId?: string; guestId?: string })) ?? [])].reverse();
      const skip = Number(b.skip ?? 0);
      const limit = Number(b.limit ?? 10);
      return send(res, 200, { messages: list.slice(skip, skip + limit).map(view) });
    }
    if (req.method === 'POST' && path === '/api/chat/send-message') {
      if (sendFailures > 0) {
        sendFailures -= 1;
        return send(res, 500, { message: 'SEND_FAILED' });
      }
      const stored = save(b as unknown as ChatWireMessage);
      if (echoCustomer) io.to(`${prefix}${idOf(stored)}`).emit('messaging', view(stored));
      return send(res, 200, { createdAt: stored.createdAt });
    }
    if (req.method === 'POST' && (path === '/api/chat/upload-image' || path === '/api/chat/upload-video')) {
      if (uploadDelay) await new Promise((r) => setTimeout(r, uploadDelay));
      if (uploadFailures > 0) {
        uploadFailures -= 1;
        return send(res, 500, { message: 'UPLOAD_FAILED' });
      }
      const name = /filename="([^"]+)"/.exec(raw.toString('latin1'))?.[1] ?? 'file';
      return send(res, 200, { path: `/uploads/${++uploadCount}-${name}` });
    }
    if (req.method === 'PUT' && path === '/api/chat/read-customer/') return send(res, 200, { ok: true });
    return send(res, 404, { message: 'NOT_FOUND' });
  };

  const http = createServer((req, res) => {
    handler(req, res).catch((error: unknown) => send(res, 500, { message: String(error) }));
  });
  const io = new Server(http, {
    cors: { origin: '*' },
    ...(options.transports ? { transports: options.transports } : {}),
  });
  io.on('connection', (socket) => {
    socket.on('join', (room: unknown, ack?: unknown) => {
      if (typeof room !== 'string') return;
      joins.push(room);
      void socket.join(room);
      if (typeof ack === 'function') (ack as (r: { ok: boolean }) => void)({ ok: true });
    });
    socket.on('leave', (room: unknown) => {
      if (typeof room === 'string') void socket.leave(room);
    });
  });
  await new Promise<void>((resolve) => http.listen(0, '127.0.0.1', resolve));
  const { port } = http.address() as AddressInfo;

  return {
    url: `http://127.0.0.1:${port}`,
    io,
    calls,
    joins,
    conversation: (identity) => [...(store.get(idOf(identity)) ?? [])],
    reply(identity, text, extra = {}) {
      const stored = save({
        sender: 'admin',
        message: { message_type: 'text', payload: { message: text } },
        userId: identity.userId,
        guestId: identity.guestId,
        ...extra,
      });
      io.to(`${prefix}${idOf(identity)}`).emit('messaging', view(stored));
      return stored;
    },
    failUploads(count) {
      uploadFailures = count;
    },
    failSends(count) {
      sendFailures = count;
    },
    slowUploads(ms) {
      uploadDelay = ms;
    },
    sockets: () => [...io.sockets.sockets.values()],
    close: () =>
      new Promise<void>((resolve) => {
        io.disconnectSockets(true);
        void io.close(() => resolve());
      }),
  };
}
