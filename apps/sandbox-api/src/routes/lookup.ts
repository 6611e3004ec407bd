// GET /api/lookup/*: public reference data and the switchable feature flags.
import type { Hono } from 'hono';
import type { RouteContext } from '../context';
import {
  BANKS,
  DEPOSIT_BANKS,
  DEPOSIT_WALLETS,
  LOOKUP_TEXTS,
  PAYMENT_PROVIDERS,
  SOURCES,
  WITHDRAW_LIMITS,
} from '../seed/catalogue';

/** Bank name pair of a deposit account (payment providers included). */
function bankNames(code: string): { nameTH: string; nameEN: string } {
  const bank = [...BANKS, ...PAYMENT_PROVIDERS].find((b) => b.code === code);
  return { nameTH: bank?.nameTH ?? code, nameEN: bank?.nameEN ?? code };
}

/** Registers the lookup routes. */
export function lookupRoutes(app: Hono, { state }: RouteContext): void {
  app.get('/api/lookup/active', (c) =>
    c.json(state.switches.gone ? { active: false, terminated: 'gone' } : { active: true, terminated: null }),
  );
  app.get('/api/lookup/info', (c) => c.json({ ...LOOKUP_TEXTS.info }));
  app.get('/api/lookup/banks', (c) => c.json(BANKS.map(({ code, nameTH }) => ({ code, nameTH }))));
  app.get('/api/lookup/sources', (c) => c.json(SOURCES.map((s) => ({ ...s }))));
  app.get('/api/lookup/conditions', (c) => c.json([...LOOKUP_TEXTS.conditions]));
  app.get('/api/lookup/agreements', (c) => c.json([...LOOKUP_TEXTS.agreements]));
  app.get('/api/lookup/notice', (c) => c.json({ notice: LOOKUP_TEXTS.notice }));
  app.get('/api/lookup/contact', (c) => c.json({ ...LOOKUP_TEXTS.contact }));
  app.get('/api/lookup/slip', (c) => c.json({ slip: LOOKUP_TEXTS.slip }));
  app.get('/api/lookup/withdraw', (c) => c.json({ ...WITHDRAW_LIMITS }));
  app.get('/api/lookup/deposit', (c) =>
    c.json({
      banks: DEPOSIT_BANKS.map((b) => ({ ...b, bank: bankNames(b.bankCode) })),
      wallets: DEPOSIT_WALLETS.map((w) => ({ ...w })),
      isManual: false,
    }),
  );
  app.get('/api/lookup/registerOTP', (c) => c.json({ registerOTP: state.switches.registerOTP }));
  app.get('/api/lookup/enableChatWidget', (c) => c.json({ enableChatWidget: state.switches.enableChatWidget }));
}
