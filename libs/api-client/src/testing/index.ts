// Public entry of @wallet/api-client/testing: fixture builders and MSW handlers for tests and Storybook.
export * from './fixtures';
export { createForwardingHandlers, type FetchApp, type ForwardingOptions } from './forwarding-handlers';
