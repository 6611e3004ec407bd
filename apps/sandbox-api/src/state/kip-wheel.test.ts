// A kip account's wheel (issue 45, docs/product.md#formats): its prizes are named and paid in kip, never baht.
import { describe, expect, it } from 'vitest';
import { createSandbox } from '../sandbox';
import { WHEEL } from '../seed/catalogue';
import { KIP_SHOWCASE_FACTOR, LAO_BAHT_PLAYER, LAO_DEMO_PLAYER, textInKip } from '../seed/laos-catalogue';

const BAHT = /baht|บาท|ບາດ|฿/i;

async function playerOf(who: { username: string; password: string }) {
  const { app } = createSandbox({ market: 'laos', log: () => undefined });
  const login = await app.request('/api/login', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ username: who.username, password: who.password }),
  });
  const { token } = (await login.json()) as { token: string };
  // `body`: undefined for a GET, null for a POST without a body.
  const call = async (path: string, body?: unknown) =>
    (await (
      await app.request(path, {
        method: body === undefined ? 'GET' : 'POST',
        headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' },
        body: body === undefined || body === null ? undefined : JSON.stringify(body),
      })
    ).json()) as Record<string, unknown>;
  const control = (path: string, body: unknown) =>
    app.request(path, { method: 'POST', body: JSON.stringify(body) });
  return { call, control };
}

type Setup = {
  result: { activeSpinwheel: { slice: { code: string; label: string; htmlDescription: string | null }[] } };
};

describe('textInKip', () => {
  it.each([
    ['10฿', '20,000₭'],
    ['Lucky wheel 50฿', 'Lucky wheel 100,000₭'],
    ['<p>50 baht credit</p>', '<p>100,000 kip credit</p>'],
    ['ฟรี 5 บาท', 'ฟรี 10,000 กีบ'],
    ['ໂບນັດ 30 ບາດ', 'ໂບນັດ 60,000 ກີບ'],
    ['1,000 baht', '2,000,000 kip'],
    ['T-shirt', 'T-shirt'],
  ])('%s reads %s at 2,000 kip per baht', (text, kip) => {
    expect(textInKip(text, KIP_SHOWCASE_FACTOR)).toBe(kip);
  });
});

describe("a kip account's wheel", () => {
  it('names every prize without baht, and a won credit coupon pays its kip sum into the wallet', async () => {
    const kip = await playerOf(LAO_DEMO_PLAYER);
    const setup = (await kip.call('/api/spinwheel/setup')) as Setup;
    const slices = setup.result.activeSpinwheel.slice;
    expect(slices.map((s) => s.code)).toEqual(WHEEL.slices.map((s) => s.code));
    for (const slice of slices) {
      expect(slice.label).not.toMatch(BAHT);
      expect(slice.htmlDescription ?? '').not.toMatch(BAHT);
    }
    expect(slices.find((s) => s.code === 'C50')?.label).toBe('100,000₭');

    expect((await kip.control('/__sandbox/spin', { code: 'C50' })).ok).toBe(true);
    const won = (await kip.call('/api/spinwheel/spin', null)) as { result: { label: string } };
    expect(won, JSON.stringify(won)).toMatchObject({ result: { label: '100,000₭' } });
    const { coupons } = (await kip.call('/api/spinwheel/coupon')) as {
      coupons: { _id: string; amount: number; prize: { slice: { label: string } } }[];
    };
    const coupon = coupons[0];
    expect(coupon?.amount).toBe(100_000);
    for (const c of coupons) expect(c.prize.slice.label).not.toMatch(BAHT);
    const before = (await kip.call('/api/wallet')) as { wallet: { amount: number } };
    const claim = (await kip.call('/api/spinwheel/coupon/claim', { coupon: coupon?._id })) as {
      label: string;
      wallet: { amount: number };
    };
    expect(claim.label).toBe('100,000₭');
    expect(claim.wallet.amount).toBe(before.wallet.amount + 100_000);
  });

  it('a baht account on the same build keeps the baht wheel', async () => {
    const baht = await playerOf(LAO_BAHT_PLAYER);
    const setup = (await baht.call('/api/spinwheel/setup')) as Setup;
    expect(setup.result.activeSpinwheel.slice.map((s) => s.label)).toEqual(WHEEL.slices.map((s) => s.label));
  });
});
