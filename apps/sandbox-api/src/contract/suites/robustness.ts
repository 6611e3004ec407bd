// Robustness: arbitrary bodies to every JSON operation never crash the sandbox (no 5xx, always the documented
// envelope), unknown routes answer NO_DATA, and a terminated service answers GONE on authenticated and chat calls.
import { expect, it } from 'vitest';
import fc from 'fast-check';
import { expectFailure } from '../harness';
import { setSwitches } from './lookup';
import { DEMO, useSandbox, type SuiteEnv } from './env';

export function robustnessSuite(env: SuiteEnv): void {
  const { ctx } = useSandbox(env);

  it('answers arbitrary bodies and path parameters on every operation with a documented status and envelope, never a 5xx', async () => {
    const { fetch, sandbox } = ctx();
    const { token } = await ctx().guest.post('/api/login', { body: DEMO });
    const multipart = new Set(['uploadSlip', 'uploadChatImage', 'uploadChatVideo']);
    const operations = env.document.operations.filter((op) => !multipart.has(op.id));
    expect(operations).toHaveLength(67);
    const value = fc.oneof(
      fc.string(),
      fc.integer(),
      fc.double(),
      fc.boolean(),
      fc.constant(null),
      fc.array(fc.string(), { maxLength: 3 }),
    );
    const keys = fc.constantFrom(
      'username',
      'password',
      'amount',
      'from',
      'to',
      'page',
      'limit',
      'code',
      'coupon',
      'link',
      'phoneNumber',
      'otpToken',
      'otpCode',
      'userId',
      'guestId',
      'skip',
      'message',
      'sender',
      'bankCode',
      'bankAccountNo',
      'bankAccountName',
      'name',
      'oldPassword',
      'newPassword',
    );
    const body = fc.oneof(
      fc.dictionary(keys, value, { maxKeys: 6 }).map((o) => JSON.stringify(o)),
      fc.jsonValue().map((v) => JSON.stringify(v)),
      fc.string(),
    );
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom(...operations),
        body,
        // '.' and '..' are dot segments: every URL parser removes them, so no request carries them as a value.
        fc.string({ minLength: 1, maxLength: 12 }).filter((param) => param !== '.' && param !== '..'),
        async (op, text, param) => {
          const path = op.template.replace(/\{[^}]+\}/g, encodeURIComponent(param));
          const response = await fetch(`${sandbox.url}${path}`, {
            method: op.method,
            headers: {
              'Content-Type': 'application/json',
              Authorization: `Bearer ${token}`,
              'X-Requested-With': 'XMLHttpRequest',
            },
            body: op.method === 'GET' ? undefined : text,
          });
          expect(response.status).toBeLessThan(500);
        },
      ),
      { numRuns: 300 },
    );
  });

  it('refuses oversized bodies with the envelope before reading them whole', async () => {
    const { guest } = ctx();
    const api = await ctx().login(DEMO.username, DEMO.password);
    await expectFailure(
      guest.post('/api/login', { body: { username: DEMO.username, password: 'x'.repeat(1024 * 1024) } }),
      400,
      'KEY_INVALID',
    );
    const slip = new Blob([new Uint8Array(10 * 1024 * 1024 + 128 * 1024)], { type: 'image/png' });
    await expectFailure(
      api.upload('/api/wallet/slip', { file: slip, fileName: 'big.png' }),
      400,
      'SLIP_INVALID_FILE',
    );
    const video = new Blob([new Uint8Array(21 * 1024 * 1024)], { type: 'video/mp4' });
    const error = await expectFailure(
      guest.upload('/api/chat/upload-video', { file: video, fileName: 'big.mp4' }),
      413,
      'KEY_INVALID',
    );
    expect(error.message).toBe('The file is too large. Please select file no larger than 20 MB.');
  });

  it('answers NO_DATA for an unknown /api route', async () => {
    const response = await ctx().sandbox.sandbox.app.request('/api/does-not-exist');
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({ code: 'NO_DATA', message: 'no route GET /api/does-not-exist' });
  });

  it('answers gone on authenticated and chat calls while the service is terminated', async () => {
    const { fetch, sandbox, guest } = ctx();
    const api = await ctx().login(DEMO.username, DEMO.password);
    await setSwitches(fetch, sandbox.url, { gone: true });
    try {
      await expectFailure(guest.post('/api/login', { body: DEMO }), 410, 'GONE');
      await expectFailure(api.get('/api/wallet'), 410, 'GONE');
      await expectFailure(guest.get('/api/chat/config'), 410, 'GONE');
      await expectFailure(guest.post('/api/otp/send', { body: { phoneNumber: '0811111111' } }), 410, 'GONE');
    } finally {
      await setSwitches(fetch, sandbox.url, { gone: false });
    }
    expect((await api.get('/api/wallet')).profile.username).toBe(DEMO.username);
  });
}
