import { Hono } from 'hono';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createApiClient } from '../client';
import { buildErrorEnvelope, buildSiteInfo } from './fixtures';
import { createForwardingHandlers } from './forwarding-handlers';

/** A small in-process app standing in for the sandbox: it records what reached it. */
function createApp() {
  const seen: { method: string; path: string; auth: string | null; xrw: string | null }[] = [];
  const app = new Hono();
  app.use('*', async (c, next) => {
    seen.push({
      method: c.req.method,
      path: c.req.path,
      auth: c.req.header('Authorization') ?? null,
      xrw: c.req.header('X-Requested-With') ?? null,
    });
    await next();
  });
  app.get('/api/lookup/info', (c) => c.json(buildSiteInfo({ name: 'In-process sandbox' })));
  app.post('/api/login', async (c) => {
    const body = await c.req.json<{ username: string; password: string }>();
    return body.password === 'demo1234'
      ? c.json({ token: `t-${body.username}` })
      : c.json(buildErrorEnvelope({ code: 'WRONG_CREDENTIAL' }), 401);
  });
  app.post('/api/wallet/slip', async (c) => {
    const form = await c.req.formData();
    const file = form.get('file');
    return c.json({
      createdAt: '2026-11-22T07:30:00.000Z',
      amount: null,
      status: 'PROCESSING',
      note: file instanceof Blob ? `received ${file.size} bytes` : null,
      link: null,
      reference: null,
    });
  });
  return { app, seen };
}

const { app, seen } = createApp();
const server = setupServer(...createForwardingHandlers(app));

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  seen.length = 0;
});
afterAll(() => server.close());

describe('createForwardingHandlers', () => {
  const api = createApiClient({ baseUrl: 'http://sandbox.test', getToken: () => 'tok-msw' });

  it('passes /api requests with their headers to the in-process app', async () => {
    await expect(api.get('/api/lookup/info')).resolves.toEqual({
      name: 'In-process sandbox',
      website: 'https://wallet.example.com',
    });
    expect(seen).toEqual([
      { method: 'GET', path: '/api/lookup/info', auth: 'Bearer tok-msw', xrw: 'XMLHttpRequest' },
    ]);
  });

  it('carries JSON bodies and error envelopes both ways', async () => {
    await expect(
      api.post('/api/login', { body: { username: '0812345678', password: 'demo1234' } }),
    ).resolves.toEqual({
      token: 't-0812345678',
    });
    await expect(
      api.post('/api/login', { body: { username: '0812345678', password: 'nope' } }),
    ).rejects.toMatchObject({
      status: 401,
      code: 'WRONG_CREDENTIAL',
    });
  });

  it('carries multipart uploads', async () => {
    const slip = await api.upload('/api/wallet/slip', {
      file: new Blob([new Uint8Array(10)], { type: 'image/png' }),
    });
    expect(slip.note).toBe('received 10 bytes');
  });

  it('answers unknown /api routes from the app, not from the network', async () => {
    const error = await api.get('/api/lookup/banks').catch((e: unknown) => e);
    expect(error).toMatchObject({ status: 404 });
    expect(seen.map((s) => s.path)).toEqual(['/api/lookup/banks']);
  });
});
