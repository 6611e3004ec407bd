// A stand-in for the web server in front of a build: it forwards every request to the sandbox serving the build,
// and after `deploy()` it answers another sw.js, as a new deployment does (a new build changes the worker's precache
// list, so its bytes). The browser's own check for a new worker cannot be routed by Playwright, so a test that needs
// a deployment opens the app through this proxy (its own origin, on a free port).
import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface DeploymentProxy {
  /** Origin of the proxy, e.g. http://127.0.0.1:41234. */
  url: string;
  /** From now on sw.js is the next deployment's. */
  deploy(): void;
  close(): Promise<void>;
}

async function readBody(request: IncomingMessage): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

/** Hop-by-hop and length headers the proxy sets itself. */
const DROPPED = new Set(['host', 'connection', 'keep-alive', 'transfer-encoding', 'content-length']);

export async function startDeploymentProxy(target: string): Promise<DeploymentProxy> {
  let deployment = 1;
  const server = createServer((request, response) => {
    void (async () => {
      const headers = new Headers();
      for (const [name, value] of Object.entries(request.headers))
        if (typeof value === 'string' && !DROPPED.has(name)) headers.set(name, value);
      // Plain bodies, so the worker script can be rewritten and lengths stay true.
      headers.set('accept-encoding', 'identity');
      const hasBody = request.method !== 'GET' && request.method !== 'HEAD';
      const upstream = await fetch(new URL(request.url ?? '/', target), {
        method: request.method,
        headers,
        body: hasBody ? new Uint8Array(await readBody(request)) : undefined,
        redirect: 'manual',
      });
      let body = Buffer.from(await upstream.arrayBuffer());
      const { pathname } = new URL(request.url ?? '/', target);
      if (pathname === '/sw.js' && upstream.ok && deployment > 1)
        body = Buffer.concat([body, Buffer.from(`\n// deployment ${deployment}\n`)]);
      const out: Record<string, string | string[]> = {};
      upstream.headers.forEach((value, name) => {
        if (!DROPPED.has(name) && name !== 'set-cookie') out[name] = value;
      });
      const cookies = upstream.headers.getSetCookie();
      if (cookies.length > 0) out['set-cookie'] = cookies;
      out['content-length'] = String(body.byteLength);
      response.writeHead(upstream.status, out);
      response.end(request.method === 'HEAD' ? undefined : body);
    })().catch((error: unknown) => {
      response.writeHead(502, { 'content-type': 'text/plain' });
      response.end(String(error));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    deploy: () => {
      deployment += 1;
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
