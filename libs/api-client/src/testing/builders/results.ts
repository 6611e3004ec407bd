// Fixture builders: errors and generic results.
import type {
  ErrorCode,
  ErrorEnvelope,
  LinkResponse,
  LoginResponse,
  MessageResponse,
  MoneyResponse,
  UrlResponse,
  Wallet,
} from '../../generated/openapi';
import { builder } from './builder';

/** Error envelope. Example: `buildErrorEnvelope({ code: 'NO_BANK' })` (message defaults to the code). */
export function buildErrorEnvelope(
  overrides: Partial<ErrorEnvelope> & { code?: ErrorCode } = {},
): ErrorEnvelope {
  const code = overrides.code ?? 'INTERNAL_SERVER_ERROR';
  return { code, message: overrides.message ?? code };
}
export const buildMessageResponse = builder<MessageResponse>(() => ({ code: 'SUCCESS', message: 'SUCCESS' }));
export const buildWallet = builder<Wallet>(() => ({ amount: 1500.5 }));
export const buildMoneyResponse = builder<MoneyResponse>(() => ({
  code: 'SUCCESS',
  message: 'SUCCESS',
  wallet: buildWallet(),
}));
export const buildLinkResponse = builder<LinkResponse>(() => ({
  link: 'https://games.example.com/pg/launch?t=demo',
}));
export const buildUrlResponse = builder<UrlResponse>(() => ({
  url: 'https://cdn.example.com/slips/SLIP-000123.jpg',
}));
export const buildLoginResponse = builder<LoginResponse>(() => ({ token: 'demo-token' }));
