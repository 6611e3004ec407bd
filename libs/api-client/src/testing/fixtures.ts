// Typed fixture builders of every entity, for Storybook stories and component tests: valid defaults, any field overridable.
// One module a topic under builders/; this file is what the `/testing` entry re-exports (the `builder` helper stays
// private).
export { FIXTURE_NOW, type Builder } from './builders/builder';
export * from './builders/results';
export * from './builders/lookups';
export * from './builders/account';
export * from './builders/wallet';
export * from './builders/invite-refund';
export * from './builders/spin';
export * from './builders/qr-code';
export * from './builders/bonus-promotion';
export * from './builders/statement';
export * from './builders/chat';
