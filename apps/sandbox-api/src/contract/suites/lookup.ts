// Lookups: every public reference call, and the switches that change them.
import { expect, it } from 'vitest';
import { expectFailure } from '../harness';
import { useSandbox, type SuiteEnv } from './env';

/** Sets sandbox switches through the test-only route. */
export async function setSwitches(fetchImpl: typeof fetch, url: string, switches: Record<string, boolean>) {
  const response = await fetchImpl(`${url}/__sandbox/switches`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(switches),
  });
  if (!response.ok) throw new Error(`switches answered ${response.status}`);
}

export function lookupSuite(env: SuiteEnv): void {
  const { ctx } = useSandbox(env);

  it('answers every lookup with its reference data', async () => {
    const api = ctx().guest;
    expect(await api.get('/api/lookup/active')).toEqual({ active: true, terminated: null });
    expect((await api.get('/api/lookup/info')).name).toBe('Wallet Sandbox');
    const { banks } = await api.get('/api/lookup/banks');
    expect(banks.map((b) => b.code)).toEqual(
      expect.arrayContaining(['SCB', 'KBANK', 'GSB', 'BCEL', 'KTB', 'TMB', 'BBL']),
    );
    const deposit = await api.get('/api/lookup/deposit');
    expect(deposit.banks.filter((b) => b.bankType === 'PAYMENT').map((b) => b.bankCode)).toEqual([
      'WW',
      'PAYTIMZ',
      'PAYONEX',
      'FP',
    ]);
    expect(
      deposit.banks
        .filter((b) => b.bankCode === 'KBANK')
        .map((b) => b.mode)
        .sort(),
    ).toEqual(['AUTO', 'SMS']);
    expect(deposit.wallets.map((w) => w.mode)).toEqual(['AUTO', 'LINK']);
    expect((await api.get('/api/lookup/conditions')).conditions.length).toBeGreaterThan(0);
    expect((await api.get('/api/lookup/agreements')).agreements.length).toBeGreaterThan(0);
    expect((await api.get('/api/lookup/notice')).notice).toContain('%percentFail%');
    expect((await api.get('/api/lookup/contact')).lineName).toBe('@wallet-sandbox');
    expect(await api.get('/api/lookup/withdraw')).toEqual({
      withdrawMin: 100,
      withdrawMax: 2000,
      approvalMinutes: 15,
    });
    const slip = await api.get('/api/lookup/slip');
    expect(slip).toMatchObject({ openTime: '00:30', closeTime: '23:30' });
    expect(slip.isOpen).toBe(true); // the test clock says 12:00 in Bangkok
    expect((await api.get('/api/lookup/sources')).sources.map((s) => s.code)).toContain('FACEBOOK');
    expect(await api.get('/api/lookup/registerOTP')).toEqual({ registerOTP: true });
    expect(await api.get('/api/lookup/enableChatWidget')).toEqual({ enableChatWidget: true });
  });

  it('reflects the switches, and answers gone everywhere but /lookup/active when the service is terminated', async () => {
    const { guest, fetch, sandbox } = ctx();
    await setSwitches(fetch, sandbox.url, { registerOTP: false, enableChatWidget: false, gone: true });
    try {
      expect(await guest.get('/api/lookup/active')).toEqual({ active: false, terminated: 'gone' });
      for (const path of [
        '/api/lookup/info',
        '/api/lookup/banks',
        '/api/lookup/deposit',
        '/api/lookup/conditions',
        '/api/lookup/agreements',
        '/api/lookup/notice',
        '/api/lookup/contact',
        '/api/lookup/withdraw',
        '/api/lookup/slip',
        '/api/lookup/sources',
        '/api/lookup/registerOTP',
        '/api/lookup/enableChatWidget',
      ] as const) {
        const error = await expectFailure(guest.get(path), 410, 'GONE');
        expect(error.message).toBe('gone');
      }
    } finally {
      await setSwitches(fetch, sandbox.url, { gone: false });
    }
    expect(await guest.get('/api/lookup/registerOTP')).toEqual({ registerOTP: false });
    expect(await guest.get('/api/lookup/enableChatWidget')).toEqual({ enableChatWidget: false });
  });
}
