// startSandbox: the sandbox on a real HTTP server (Hono on @hono/node-server) with socket.io and an optional SPA.
import type { AddressInfo } from 'node:net';
import type { Server } from 'node:http';
import { serve } from '@hono/node-server';
import { createSandbox, type Sandbox, type SandboxOptions } from './sandbox';
import { createStaticHandler } from './static';

/** Options of a started sandbox. */
export interface StartOptions extends SandboxOptions {
  /** Port; 0 picks a free one. Default 3333. */
  port?: number;
  /** Interface to bind. Default 127.0.0.1. */
  host?: string;
  /** A built SPA to serve for every path outside /api, /__sandbox, /uploads and /socket.io. */
  staticDir?: string;
}

/** A running sandbox. */
export interface StartedSandbox {
  url: string;
  port: number;
  sandbox: Sandbox;
  close(): Promise<void>;
}

/** Paths the sandbox app answers (its demo images under /__assets too); everything else goes to the SPA when one is served. */
const API_PREFIXES = ['/api/', '/api', '/__sandbox/', '/__games/', '/__assets/', '/uploads/'];

/**
 * How long an idle keep-alive connection stays open, ms. Node's default is 5 s: a client that reuses its connection
 * just as the server closes it gets ECONNRESET (a browser test's API call after 5 s of taps did, in CI). No test
 * idles a connection this long, and the sandbox never faces the open internet.
 */
export const KEEP_ALIVE_TIMEOUT_MS = 5 * 60_000;

/** Starts a sandbox and resolves once it listens. */
export async function startSandbox(options: StartOptions = {}): Promise<StartedSandbox> {
  const sandbox = createSandbox(options);
  const host = options.host ?? '127.0.0.1';
  const staticHandler = options.staticDir ? createStaticHandler(options.staticDir) : null;
  // `env` carries the connection (its address tells one client from another, for the login waits).
  const fetch = (request: Request, env: unknown): Response | Promise<Response> => {
    const { pathname } = new URL(request.url);
    if (!staticHandler || API_PREFIXES.some((p) => pathname === p || pathname.startsWith(p))) {
      return sandbox.app.fetch(request, env);
    }
    return staticHandler(request);
  };
  const server = await new Promise<Server>((resolve, reject) => {
    const s = serve({ fetch, port: options.port ?? 3333, hostname: host }, () =>
      resolve(s as Server),
    ) as Server;
    s.once('error', reject);
  });
  server.keepAliveTimeout = KEEP_ALIVE_TIMEOUT_MS;
  sandbox.attachRealtime(server);
  const { port } = server.address() as AddressInfo;
  const url = `http://${host.includes(':') ? `[${host}]` : host}:${port}`;
  return {
    url,
    port,
    sandbox,
    close: async () => {
      await sandbox.closeRealtime();
      await new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      });
    },
  };
}
