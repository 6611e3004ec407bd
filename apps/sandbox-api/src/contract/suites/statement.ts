// Statements and slips: paged, newest first, every movement recorded; slip reference links.
import { expect, it } from 'vitest';
import { SLIP_FAILURE_REASONS } from '@wallet/domain';
import { expectFailure } from '../harness';
import { DEMO, useSandbox, type SuiteEnv } from './env';

export function statementSuite(env: SuiteEnv): void {
  const { ctx } = useSandbox(env);

  it('pages statements of every type and status, newest first, and records each new movement', async () => {
    const api = await ctx().login(DEMO.username, DEMO.password);
    const all = await api.post('/api/statement', { body: { page: 1, limit: 100 } });
    expect(all.total).toBe(24);
    expect(new Set(all.statements.map((s) => s.statementType))).toEqual(
      new Set(['deposit', 'bonus', 'finish_bonus', 'withdraw', 'transfer']),
    );
    expect(new Set(all.statements.map((s) => s.status))).toEqual(
      new Set(['SUCCESS', 'FAILED', 'PENDING', 'PROCESSING']),
    );
    for (const detail of ['bonus', 'promotion', 'invite', 'refund', 'luckydraw'] as const) {
      expect(all.statements.some((s) => s[detail]?.description)).toBe(true);
    }
    const times = all.statements.map((s) => Date.parse(s.createdAt));
    expect([...times].sort((a, b) => b - a)).toEqual(times);
    expect((await api.post('/api/statement', { body: { page: 3, limit: 10 } })).statements).toHaveLength(4);
    await api.post('/api/wallet/transfer', { body: { from: 'wallet', to: 'pg', amount: 10 } });
    const after = await api.post('/api/statement', { body: { page: 1, limit: 10 } });
    expect(after.total).toBe(25);
    expect(after.statements[0]).toMatchObject({
      statementType: 'transfer',
      status: 'SUCCESS',
      from: 'wallet',
      to: 'pg',
      amount: 10,
    });
    await expectFailure(api.post('/api/statement', { body: { page: 1.5, limit: 10 } }), 400, 'KEY_INVALID');
    await expectFailure(
      ctx().guest.post('/api/statement', { body: { page: 1, limit: 10 } }),
      401,
      'INVALID_TOKEN',
    );
  });

  it('pages slips with every status and failure reason, and links their reference', async () => {
    const api = await ctx().login(DEMO.username, DEMO.password);
    const first = await api.post('/api/statement/slip', { body: { page: 1, limit: 10 } });
    const second = await api.post('/api/statement/slip', { body: { page: 2, limit: 10 } });
    const slips = [...first.slips, ...second.slips];
    expect(first.total).toBe(slips.length);
    expect(slips.map((s) => s.note)).toEqual(expect.arrayContaining([...SLIP_FAILURE_REASONS]));
    expect(new Set(slips.map((s) => s.status))).toEqual(new Set(['PROCESSING', 'SUCCESS', 'FAILED']));
    const reference = slips[0]?.reference ?? '';
    const { url } = await api.get('/api/statement/slip/reference/{reference}', {
      params: { path: { reference } },
    });
    const image = await fetch(url);
    expect(image.status).toBe(200);
    expect(image.headers.get('content-type')).toBe('image/svg+xml');
    await expectFailure(
      api.get('/api/statement/slip/reference/{reference}', { params: { path: { reference: 'NOPE' } } }),
      404,
      'NO_DATA',
    );
    await expectFailure(api.post('/api/statement/slip', { body: { page: 1, limit: 0 } }), 400, 'KEY_INVALID');
    await expectFailure(
      ctx().guest.post('/api/statement/slip', { body: { page: 1, limit: 10 } }),
      401,
      'INVALID_TOKEN',
    );
    await expectFailure(
      ctx().guest.get('/api/statement/slip/reference/{reference}', { params: { path: { reference } } }),
      401,
      'INVALID_TOKEN',
    );
  });
}
