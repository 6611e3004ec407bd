// The sandbox is as strict as the document: every request body, path, query and header parameter is checked
// against it and anything else answers 400 with the envelope before the operation runs (nothing changes), so a
// client bug shows against the sandbox first. Test routes (/__sandbox) stay outside the contract.
import { expect, it } from 'vitest';
import { expectFailure } from '../harness';
import { DEMO, NEWCOMER, useSandbox, type SuiteEnv } from './env';

/** A tiny valid PNG. */
const PNG = Uint8Array.from(
  Buffer.from(
    'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
    'base64',
  ),
);

const XHR = { 'X-Requested-With': 'XMLHttpRequest' };

export function strictRequestSuite(env: SuiteEnv): void {
  const { ctx } = useSandbox(env);

  /** Sends a raw request through the recording fetch (its answer is checked against the document too). */
  async function send(
    method: string,
    path: string,
    options: { token?: string; json?: unknown; text?: string; type?: string; form?: FormData } = {},
  ): Promise<{ status: number; body: { code: string; message: string } }> {
    const headers: Record<string, string> = { ...XHR };
    if (options.token) headers['Authorization'] = `Bearer ${options.token}`;
    let body: BodyInit | undefined;
    if (options.form) body = options.form;
    else if (options.json !== undefined || options.text !== undefined) {
      body = options.text ?? JSON.stringify(options.json);
      headers['Content-Type'] = options.type ?? 'application/json';
    }
    const response = await ctx().fetch(`${ctx().sandbox.url}${path}`, { method, headers, body });
    return { status: response.status, body: (await response.json()) as { code: string; message: string } };
  }

  async function tokenOf(player: { username: string; password: string }): Promise<string> {
    return (await ctx().guest.post('/api/login', { body: player })).token;
  }

  async function walletAmount(token: string): Promise<number> {
    const response = await ctx().fetch(`${ctx().sandbox.url}/api/wallet`, {
      headers: { ...XHR, Authorization: `Bearer ${token}` },
    });
    return ((await response.json()) as { wallet: { amount: number } }).wallet.amount;
  }

  it('refuses a transfer whose amount is a string, has an extra field or lacks one, and moves nothing', async () => {
    const token = await tokenOf(DEMO);
    const before = await walletAmount(token);
    expect(
      await send('POST', '/api/wallet/transfer', { token, json: { from: 'wallet', to: 'pg', amount: '50' } }),
    ).toEqual({ status: 400, body: { code: 'KEY_INVALID', message: 'body/amount must be number' } });
    expect(
      await send('POST', '/api/wallet/transfer', {
        token,
        json: { from: 'wallet', to: 'pg', amount: 50, note: 'x' },
      }),
    ).toEqual({
      status: 400,
      body: { code: 'KEY_INVALID', message: 'body/note is not part of the contract' },
    });
    expect(
      await send('POST', '/api/wallet/transfer', { token, json: { from: 'wallet', amount: 50 } }),
    ).toEqual({
      status: 400,
      body: { code: 'KEY_MISSING', message: 'body/to is required' },
    });
    expect(await walletAmount(token)).toBe(before);
    // The same transfer as the document says it: accepted.
    const ok = await send('POST', '/api/wallet/transfer', {
      token,
      json: { from: 'wallet', to: 'pg', amount: 50 },
    });
    expect(ok.status).toBe(200);
    expect(await walletAmount(token)).toBe(before - 50);
  });

  it('checks the bodies of other operations: login, register validation, paged lists, profile, coupons, chat', async () => {
    const token = await tokenOf(DEMO);
    const cases: [string, string, unknown, number, string, string][] = [
      [
        'POST',
        '/api/login',
        { username: 812345678, password: 'demo1234' },
        400,
        'KEY_INVALID',
        'body/username must be string',
      ],
      [
        'POST',
        '/api/login',
        { username: DEMO.username, password: DEMO.password, remember: true },
        400,
        'KEY_INVALID',
        'body/remember is not part of the contract',
      ],
      ['POST', '/api/login', { username: DEMO.username }, 400, 'KEY_MISSING', 'body/password is required'],
      ['POST', '/api/account/validate', {}, 400, 'KEY_MISSING', 'body/username is required'],
      ['POST', '/api/statement', { page: 0, limit: 10 }, 400, 'KEY_INVALID', 'body/page must be >= 1'],
      ['POST', '/api/statement', { page: 1, limit: '10' }, 400, 'KEY_INVALID', 'body/limit must be integer'],
      ['POST', '/api/invite', { page: 1 }, 400, 'KEY_MISSING', 'body/limit is required'],
      [
        'PUT',
        '/api/account/changepwd',
        { oldPassword: 'demo1234', newPassword: 12345678 },
        400,
        'KEY_INVALID',
        'body/newPassword must be string',
      ],
      [
        'POST',
        '/api/spinwheel/coupon/claim',
        { coupon: 'A', extra: 1 },
        400,
        'KEY_INVALID',
        'body/extra is not part of the contract',
      ],
      [
        'PUT',
        '/api/chat/read-customer/',
        { userId: 5, guestId: null },
        400,
        'KEY_INVALID',
        'body must match exactly one schema in oneOf',
      ],
    ];
    for (const [method, path, json, status, code, message] of cases) {
      expect(await send(method, path, { token, json }), `${method} ${path} ${JSON.stringify(json)}`).toEqual({
        status,
        body: { code, message },
      });
    }
  });

  it('refuses a query parameter the document does not declare, on every operation', async () => {
    const token = await tokenOf(NEWCOMER);
    expect(env.document.operations.every((op) => !op.parameters.some((p) => p['in'] === 'query'))).toBe(true);
    for (const op of env.document.operations) {
      const path = op.template.replace(/\{[^}]+\}/g, 'x');
      const answer = await send(op.method, `${path}?debug=1`, { token });
      expect(answer, `${op.method} ${path}`).toEqual({
        status: 400,
        body: { code: 'KEY_INVALID', message: 'query parameter debug is not part of the contract' },
      });
    }
    // The lookups the app calls without a query keep answering.
    expect((await send('GET', '/api/lookup/info')).status).toBe(200);
  });

  it('checks path and header parameters, the media type, a missing body and a body where none is taken', async () => {
    const token = await tokenOf(DEMO);
    expect(await send('GET', '/api/bonus/activate/%E0%A4', { token })).toEqual({
      status: 400,
      body: { code: 'KEY_INVALID', message: 'path parameter code is not valid URL encoding' },
    });
    const badKey = await ctx().fetch(`${ctx().sandbox.url}/api/wallet/add`, {
      method: 'POST',
      headers: {
        ...XHR,
        Authorization: `Bearer ${token}`,
        'Content-Type': 'application/json',
        'Idempotency-Key': 'abc',
      },
      body: JSON.stringify({ amount: 100 }),
    });
    expect(badKey.status).toBe(400);
    expect(await badKey.json()).toEqual({
      code: 'KEY_INVALID',
      message: 'header parameter Idempotency-Key must match format "uuid"',
    });
    expect(await send('POST', '/api/login', { text: JSON.stringify(DEMO), type: 'text/plain' })).toEqual({
      status: 400,
      body: { code: 'KEY_INVALID', message: 'Content-Type must be application/json, not text/plain' },
    });
    expect(await send('POST', '/api/login', { text: '' })).toEqual({
      status: 400,
      body: { code: 'KEY_MISSING', message: 'a request body is required' },
    });
    expect(await send('POST', '/api/login', { text: '{"username":' })).toEqual({
      status: 400,
      body: { code: 'KEY_INVALID', message: 'body is not valid JSON' },
    });
    expect(await send('POST', '/api/spinwheel/spin', { token, json: { times: 2 } })).toEqual({
      status: 400,
      body: { code: 'KEY_INVALID', message: 'spin takes no request body' },
    });
  });

  it('checks multipart uploads (extra field, missing file, bad amount, duplicated part) and still takes good ones', async () => {
    const token = await tokenOf(NEWCOMER);
    const form = (fields: Record<string, string>, files = 1) => {
      const data = new FormData();
      for (let i = 0; i < files; i += 1)
        data.append('file', new Blob([PNG], { type: 'image/png' }), `slip${i}.png`);
      for (const [name, value] of Object.entries(fields)) data.append(name, value);
      return data;
    };
    expect(
      await send('POST', '/api/wallet/slip', { token, form: form({ amount: '100', bank: 'SCB' }) }),
    ).toEqual({
      status: 400,
      body: { code: 'KEY_INVALID', message: 'body/bank is not part of the contract' },
    });
    expect(await send('POST', '/api/wallet/slip', { token, form: form({ amount: '100' }, 0) })).toEqual({
      status: 400,
      body: { code: 'SLIP_NO_FILE', message: 'body/file is required' },
    });
    expect(await send('POST', '/api/wallet/slip', { token, form: form({ amount: '1.234' }) })).toEqual({
      status: 400,
      body: {
        code: 'KEY_INVALID',
        message:
          'body/amount must match pattern "^([1-9][0-9]{0,7}(\\.[0-9]{1,2})?|100000000(\\.0{1,2})?|0\\.(0[1-9]|[1-9][0-9]?))$"',
      },
    });
    expect(await send('POST', '/api/chat/upload-image', { form: form({ userId: 'u1' }) })).toEqual({
      status: 400,
      body: { code: 'KEY_INVALID', message: 'body/userId is not part of the contract' },
    });
    expect(await send('POST', '/api/chat/upload-image', { form: form({}, 2) })).toEqual({
      status: 400,
      body: { code: 'KEY_INVALID', message: 'body/file is given more than once' },
    });
    expect(await send('POST', '/api/chat/upload-video', { form: form({}, 0) })).toEqual({
      status: 400,
      body: { code: 'KEY_MISSING', message: 'body/file is required' },
    });
    // Good uploads go through, the file bytes intact.
    const slip = await send('POST', '/api/wallet/slip', { token, form: form({ amount: '100.50' }) });
    expect(slip.status).toBe(200);
    const image = (await send('POST', '/api/chat/upload-image', { form: form({}) })) as unknown as {
      status: number;
      body: { path: string };
    };
    expect(image.status).toBe(200);
    const served = await fetch(`${ctx().sandbox.url}${image.body.path}`);
    expect(new Uint8Array(await served.arrayBuffer())).toEqual(PNG);
  });

  it('keeps Idempotency-Key replay: a refused request is not kept, the corrected one runs once under the key', async () => {
    const api = await ctx().login(DEMO.username, DEMO.password);
    const token = await tokenOf(DEMO);
    const before = await walletAmount(token);
    const key = '7d0f6c2e-3b1a-4f5e-9a8b-1c2d3e4f5a6b';
    const headers = {
      ...XHR,
      Authorization: `Bearer ${token}`,
      'Content-Type': 'application/json',
      'Idempotency-Key': key,
    };
    const transfer = (body: unknown) =>
      ctx().fetch(`${ctx().sandbox.url}/api/wallet/transfer`, {
        method: 'POST',
        headers,
        body: JSON.stringify(body),
      });
    expect((await transfer({ from: 'wallet', to: 'pg', amount: '20' })).status).toBe(400);
    expect((await transfer({ from: 'wallet', to: 'pg', amount: 20 })).status).toBe(200);
    expect((await transfer({ from: 'wallet', to: 'pg', amount: 20 })).status).toBe(200);
    expect((await api.get('/api/wallet')).wallet.amount).toBe(before - 20);
    await expectFailure(
      api.post('/api/wallet/transfer', {
        body: { from: 'wallet', to: 'pg', amount: 30 },
        params: { header: { 'Idempotency-Key': key } },
      }),
      422,
      'IDEMPOTENCY_KEY_REUSED',
    );
  });

  it('leaves the test routes outside the contract', async () => {
    const { sandbox } = ctx();
    const switched = await fetch(`${sandbox.url}/__sandbox/switches`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ spinActive: true }),
    });
    expect(switched.status).toBe(200);
    const counted = await fetch(`${sandbox.url}/__sandbox/requests?path=/api/wallet/transfer&method=POST`);
    expect(counted.status).toBe(200);
    expect(await counted.json()).toMatchObject({ path: '/api/wallet/transfer', method: 'POST' });
    const game = await fetch(`${sandbox.url}/__games/pg?user=u1&token=t1`);
    expect(game.status).toBe(200);
  });
}
