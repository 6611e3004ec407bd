// Positive acceptance: every operation, called with requests generated from the document's own schemas, is never
// refused for a reason the document does not state (see ../positive-acceptance.ts). Caught on the document before
// this check existed: the empty texts, zero amounts, a chat call for neither a user nor a guest, uploads typed
// application/octet-stream, the account-number and password rules.
import { expect, it } from 'vitest';
import { checkPositiveAcceptance, type Unstated } from '../positive-acceptance';
import { DEMO, useSandbox, type SuiteEnv } from './env';

/** Generated requests per operation (70 operations: about 1,000 calls). */
const RUNS = 15;
/** A fixed seed keeps the run reproducible; change it to explore other requests. */
const SEED = 49;

export function positiveAcceptanceSuite(env: SuiteEnv): void {
  const { ctx } = useSandbox(env);

  it('never refuses a request the document allows for a reason it does not state', async () => {
    const { guest, sandbox, fetch } = ctx();
    const { token } = await guest.post('/api/login', { body: DEMO });
    const unstated: Unstated[] = [];
    // Every call as the demo player (public calls ignore the token; on chat calls a generated userId is another
    // player's: the stated 403). Logout revokes the token it carries, so each of its calls gets a session of its own,
    // opened before the generated logins with wrong passwords slow this client's logins down.
    const sessions: string[] = [];
    for (let i = 0; i < RUNS; i += 1) sessions.push((await guest.post('/api/login', { body: DEMO })).token);
    const freshToken = async () => sessions.pop() ?? token;
    for (const op of env.document.operations) {
      unstated.push(
        ...(await checkPositiveAcceptance(env.document, op, {
          baseUrl: sandbox.url,
          token: op.id === 'logout' ? freshToken : token,
          runs: RUNS,
          seed: SEED,
          fetch,
        })),
      );
    }
    expect(unstated.map((u) => `${u.operation}: ${u.status} ${u.code} ${u.message}`)).toEqual([]);
  }, 120_000);
}
