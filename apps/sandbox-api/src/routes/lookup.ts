// GET /api/lookup/*: public reference data and the switchable feature flags.
import type { Hono } from 'hono';
import { MARKET_UTC_OFFSET_MINUTES } from '@wallet/domain';
import { bearerToken, type RouteContext } from '../context';
import type { Market } from '../market';
import {
  DEPOSIT_BANKS,
  DEPOSIT_WALLETS,
  PAYMENT_PROVIDERS,
  SLIP_WINDOW,
  withdrawLimitsFor,
} from '../seed/catalogue';

/** Minutes since market midnight of a `HH:mm` text. */
function minutesOf(hhmm: string): number {
  const [h = '0', m = '0'] = hhmm.split(':');
  return Number(h) * 60 + Number(m);
}

/** Whether slip uploads are open at a time (the daily window in market time). */
export function slipWindowOpen(now: Date): boolean {
  const minutes = Math.floor((now.getTime() / 60_000 + MARKET_UTC_OFFSET_MINUTES) % (24 * 60));
  return minutes >= minutesOf(SLIP_WINDOW.openTime) && minutes < minutesOf(SLIP_WINDOW.closeTime);
}

/** Bank names of a deposit account in a market (payment providers included); a Lao name only for a bank of Laos. */
function bankNames(market: Market, code: string): { nameTH: string; nameEN: string; nameLO?: string } {
  const bank = [...market.banks, ...PAYMENT_PROVIDERS].find((b) => b.code === code);
  return {
    nameTH: bank?.nameTH ?? code,
    nameEN: bank?.nameEN ?? code,
    ...(bank?.nameLO ? { nameLO: bank.nameLO } : {}),
  };
}

/** Registers the lookup routes. */
export function lookupRoutes(app: Hono, { state }: RouteContext): void {
  const { banks, sources, texts } = state.market;
  app.get('/api/lookup/active', (c) =>
    c.json(state.switches.gone ? { active: false, terminated: 'gone' } : { active: true, terminated: null }),
  );
  app.get('/api/lookup/info', (c) => c.json({ ...texts.info }));
  app.get('/api/lookup/banks', (c) =>
    c.json({
      banks: banks.map(({ code, nameTH, nameEN, nameLO }) => ({
        code,
        nameTH,
        nameEN,
        ...(nameLO ? { nameLO } : {}),
      })),
    }),
  );
  app.get('/api/lookup/sources', (c) => c.json({ sources: sources.map((s) => ({ ...s })) }));
  app.get('/api/lookup/conditions', (c) => c.json({ conditions: [...texts.conditions] }));
  app.get('/api/lookup/agreements', (c) => c.json({ agreements: [...texts.agreements] }));
  app.get('/api/lookup/notice', (c) => c.json({ notice: texts.notice }));
  app.get('/api/lookup/contact', (c) => c.json({ ...texts.contact }));
  app.get('/api/lookup/slip', (c) => c.json({ isOpen: slipWindowOpen(state.now()), ...SLIP_WINDOW }));
  // The limits are in the caller's account currency: a logged-in kip account gets kip limits, anyone else baht.
  app.get('/api/lookup/withdraw', (c) => {
    let currency = 'BAHT';
    try {
      if (bearerToken(c)) currency = state.playerByToken(bearerToken(c)).currency;
    } catch {
      // An ended session reads the lookup as a guest does.
    }
    return c.json({ ...withdrawLimitsFor(currency) });
  });
  app.get('/api/lookup/deposit', (c) =>
    c.json({
      banks: DEPOSIT_BANKS.map((b) => ({ ...b, bank: bankNames(state.market, b.bankCode) })),
      wallets: DEPOSIT_WALLETS.map((w) => ({ ...w })),
      isManual: false,
    }),
  );
  app.get('/api/lookup/registerOTP', (c) => c.json({ registerOTP: state.switches.registerOTP }));
  app.get('/api/lookup/enableChatWidget', (c) =>
    c.json({ enableChatWidget: state.switches.enableChatWidget }),
  );
}
