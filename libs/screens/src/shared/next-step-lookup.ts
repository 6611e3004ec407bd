// The next steps' table (domain's next-steps.ts), a chunk of its own: loaded once the page is idle or with the first
// refusal (use-error-text.ts), never on the way to the first screen.
export { errorNextStep } from '@wallet/domain';
