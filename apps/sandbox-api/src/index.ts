// Public entry of the sandbox: build one in-process (tests, MSW) or start it on a port.
export { createSandbox, type Sandbox, type SandboxOptions } from './sandbox';
export { createSandboxApp, type SandboxApp } from './app';
export { CHAT_PREFIX, ChatEvents, type ChatEventListener } from './chat-events';
export { startSandbox, type StartOptions, type StartedSandbox } from './server';
export { ApiFailure, ERROR_CODES, type ErrorBody, type ErrorCode } from './errors';
export { DEMO_PLAYER } from './seed/catalogue';
export { LAO_BANKS, LAO_DEMO_PLAYER, LAO_BAHT_PLAYER } from './seed/laos-catalogue';
export { MARKETS, MARKET_NAMES, parseMarket, type Market, type MarketName } from './market';
export { NEWCOMER, INACTIVE, KTB_PLAYER } from './seed/world';
export type { SandboxState } from './state/store';
export { qrPayload } from './state/deposit';
