import { spawn } from 'node:child_process';
import { Agent, get } from 'node:http';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { createSandbox } from './sandbox';
import { KEEP_ALIVE_TIMEOUT_MS, startSandbox } from './server';

describe('startSandbox', () => {
  it('serves the API and a SPA on one port, keeping /api answers as JSON', async () => {
    const dir = await mkdtemp(path.join(tmpdir(), 'sandbox-spa-'));
    await writeFile(path.join(dir, 'index.html'), '<!doctype html><title>spa</title>');
    await writeFile(path.join(dir, 'headers.json'), JSON.stringify({ version: 1, rules: [] }));
    const started = await startSandbox({ port: 0, staticDir: dir, log: () => undefined });
    try {
      expect(started.url).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
      expect(await (await fetch(`${started.url}/user/home`)).text()).toContain('<title>spa</title>');
      const info = await fetch(`${started.url}/api/lookup/info`);
      expect(info.headers.get('content-type')).toContain('application/json');
      const missing = await fetch(`${started.url}/api/nothing`);
      expect(missing.status).toBe(404);
      expect(await missing.json()).toMatchObject({ code: 'NO_DATA' });
      expect((await fetch(`${started.url}/__sandbox/reset`, { method: 'POST' })).status).toBe(200);
    } finally {
      await started.close();
      await rm(dir, { recursive: true, force: true });
    }
  });
});

describe('keep-alive', () => {
  it('keeps an idle connection open for minutes, and tells the client so', async () => {
    const started = await startSandbox({ port: 0, log: () => undefined });
    const agent = new Agent({ keepAlive: true });
    try {
      const keepAlive = await new Promise<string | string[] | undefined>((resolve, reject) => {
        get(`${started.url}/api/lookup/info`, { agent }, (res) => {
          res.resume();
          res.on('end', () => resolve(res.headers['keep-alive']));
        }).on('error', reject);
      });
      // Node's own hint, from the server's keepAliveTimeout (5 s by default).
      expect(keepAlive).toBe(`timeout=${KEEP_ALIVE_TIMEOUT_MS / 1000}`);
    } finally {
      agent.destroy();
      await started.close();
    }
  });
});

/** The sandbox holds requests to the document, which takes JSON bodies as application/json only. */
const JSON_TYPE = { 'Content-Type': 'application/json' };

describe('createSandbox', () => {
  it('keeps state per instance and resets to the seed', async () => {
    const a = createSandbox({ log: () => undefined });
    const b = createSandbox({ log: () => undefined });
    const login = async (app: typeof a.app) => {
      const response = await app.request('/api/login', {
        method: 'POST',
        headers: JSON_TYPE,
        body: JSON.stringify({ username: '0812345678', password: 'demo1234' }),
      });
      return ((await response.json()) as { token: string }).token;
    };
    const token = await login(a.app);
    const transfer = await a.app.request('/api/wallet/transfer', {
      method: 'POST',
      headers: { ...JSON_TYPE, Authorization: `Bearer ${token}` },
      body: JSON.stringify({ from: 'wallet', to: 'pg', amount: 100 }),
    });
    expect(transfer.status).toBe(200);
    const walletOf = async (app: typeof a.app, t: string) =>
      (
        (await (await app.request('/api/wallet', { headers: { Authorization: `Bearer ${t}` } })).json()) as {
          wallet: { amount: number };
        }
      ).wallet.amount;
    expect(await walletOf(a.app, token)).toBe(1150.5);
    expect(await walletOf(b.app, await login(b.app))).toBe(1250.5);
    expect((await a.app.request('/__sandbox/reset', { method: 'POST' })).status).toBe(200);
    expect(await walletOf(a.app, await login(a.app))).toBe(1250.5);
    expect(
      (await a.app.request('/api/wallet', { headers: { Authorization: `Bearer ${token}` } })).status,
    ).toBe(401);
  });

  it('switches features and reports the last OTP of a phone through the test routes', async () => {
    const logs: string[] = [];
    const { app } = createSandbox({ log: (line) => logs.push(line) });
    const bad = await app.request('/__sandbox/switches', {
      method: 'POST',
      body: JSON.stringify({ nope: true }),
    });
    expect(bad.status).toBe(400);
    const switched = await app.request('/__sandbox/switches', {
      method: 'POST',
      body: JSON.stringify({ spinActive: false }),
    });
    expect(await switched.json()).toEqual({
      registerOTP: true,
      enableChatWidget: true,
      spinActive: false,
      gone: false,
    });
    expect((await app.request('/__sandbox/otp/0870000000')).status).toBe(404);
    await app.request('/api/otp/send', {
      method: 'POST',
      headers: JSON_TYPE,
      body: JSON.stringify({ phoneNumber: '0870000000' }),
    });
    const otp = (await (await app.request('/__sandbox/otp/0870000000')).json()) as { otpCode: string };
    expect(logs.some((line) => line.includes(`OTP for 0870000000: ${otp.otpCode}`))).toBe(true);
  });
});

describe('the CLI', () => {
  it('starts on the given port and prints the URL and the demo account', async () => {
    const child = spawn(
      process.execPath,
      ['--conditions=@wallet/source', '--import', 'tsx', 'src/main.ts', '--port', '0'],
      {
        cwd: path.resolve(import.meta.dirname, '..'),
        stdio: ['ignore', 'pipe', 'pipe'],
      },
    );
    try {
      const output = await new Promise<string>((resolve, reject) => {
        let text = '';
        child.stdout.on('data', (chunk: Buffer) => {
          text += chunk.toString();
          if (text.includes('Demo player')) resolve(text);
        });
        child.once('exit', (code) => reject(new Error(`exited with ${String(code)}: ${text}`)));
      });
      const url = /listening on (http:\/\/127\.0\.0\.1:\d+)/.exec(output)?.[1];
      expect(url).toBeDefined();
      expect(output).toContain('phone 0812345678, password demo1234 (Somchai Demo)');
      expect(await (await fetch(`${url}/api/lookup/active`)).json()).toEqual({
        active: true,
        terminated: null,
      });
    } finally {
      child.kill('SIGTERM');
    }
  }, 30_000);
});
