// The remote contract command against a real sandbox over HTTP (it passes, money moved and moved back) and through
// a proxy that drops one field of one answer (it fails and names that field).
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSandbox, type StartedSandbox } from '../../server';
import { formatReport, reportPassed, runRemoteContract } from './run';

const DEMO = { phone: '0812345678', password: 'demo1234' };

/** A proxy to `target` that removes `wallet.amount` from the answers of GET /api/wallet. */
async function droppingProxy(target: string): Promise<{ url: string; close(): Promise<void> }> {
  const server: Server = createServer(async (incoming, outgoing) => {
    const chunks: Buffer[] = [];
    for await (const chunk of incoming) chunks.push(chunk as Buffer);
    const headers = new Headers();
    for (const [name, value] of Object.entries(incoming.headers))
      if (typeof value === 'string' && name !== 'host' && name !== 'content-length') headers.set(name, value);
    const answer = await fetch(`${target}${incoming.url ?? '/'}`, {
      method: incoming.method ?? 'GET',
      headers,
      ...(chunks.length > 0 ? { body: Buffer.concat(chunks) } : {}),
    });
    let text = await answer.text();
    if (incoming.method === 'GET' && incoming.url === '/api/wallet' && answer.ok) {
      const body = JSON.parse(text) as { wallet: Record<string, unknown> };
      delete body.wallet['amount'];
      text = JSON.stringify(body);
    }
    outgoing.writeHead(answer.status, { 'content-type': answer.headers.get('content-type') ?? 'text/plain' });
    outgoing.end(text);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

describe('npm run contract against another server', () => {
  let sandbox: StartedSandbox;
  beforeAll(async () => {
    sandbox = await startSandbox({ port: 0, log: () => undefined });
  });
  afterAll(async () => {
    await sandbox.close();
  });

  it('passes against a sandbox, skipping the money checks unless allowed', async () => {
    const report = await runRemoteContract({ baseUrl: sandbox.url, ...DEMO, allowMoney: false });
    expect(report.failed).toEqual([]);
    expect(report.offContract).toEqual([]);
    expect(report.skipped.map((s) => s.check)).toEqual([
      'a 1 baht transfer from the wallet to a game account and back',
      'a QR code created, read and cancelled',
    ]);
    expect(reportPassed(report)).toBe(true);
  }, 60_000);

  it('moves money with --allow-money and moves it back', async () => {
    const report = await runRemoteContract({ baseUrl: sandbox.url, ...DEMO, allowMoney: true });
    expect(report.failed).toEqual([]);
    expect(report.offContract).toEqual([]);
    expect(report.skipped).toEqual([]);
    expect(report.passed).toContain('a 1 baht transfer from the wallet to a game account and back');
  }, 60_000);

  it('fails against a server that drops one field of one answer, naming the field', async () => {
    const proxy = await droppingProxy(sandbox.url);
    try {
      const report = await runRemoteContract({ baseUrl: proxy.url, ...DEMO, allowMoney: false });
      expect(reportPassed(report)).toBe(false);
      const printed = formatReport(report, proxy.url);
      expect(printed).toContain("getWallet 200: /wallet must have required property 'amount'");
      expect(report.offContract.map((o) => o.check)).toContain(
        'the test account: profile, wallet and game accounts',
      );
    } finally {
      await proxy.close();
    }
  }, 60_000);
});
