// Contract suite: every operation of openapi/openapi.yaml is called through @wallet/api-client against a running
// sandbox, on success and error paths, and every answer is validated against the document (see harness.ts).
import { afterAll, describe, expect, it } from 'vitest';
import { ContractDocument, type Exchange } from './harness';
import { accountSuite } from './suites/account';
import { chatSuite } from './suites/chat';
import { chatUploadSuite } from './suites/chat-uploads';
import { depositSuite } from './suites/deposits';
import { idempotencySuite } from './suites/idempotency';
import { laosMarketSuite } from './suites/laos-market';
import { liveDepositSuite } from './suites/live-deposits';
import { lookupSuite } from './suites/lookup';
import { moneyLimitSuite } from './suites/money-limits';
import { positiveAcceptanceSuite } from './suites/positive-acceptance';
import { robustnessSuite } from './suites/robustness';
import { rewardSuite } from './suites/rewards';
import { spinSuite } from './suites/spin';
import { statementSuite } from './suites/statement';
import { strictRequestSuite } from './suites/strict-requests';
import { walletSuite } from './suites/wallet';
import type { SuiteEnv } from './suites/env';

const document = new ContractDocument();
const exercised = new Map<string, Set<number>>();
const problems: string[] = [];

const env: SuiteEnv = {
  document,
  onExchange(exchange: Exchange) {
    problems.push(...exchange.problems);
    if (exchange.operation) {
      const statuses = exercised.get(exchange.operation) ?? new Set<number>();
      statuses.add(exchange.status);
      exercised.set(exchange.operation, statuses);
    }
  },
  takeProblems() {
    return problems.splice(0, problems.length);
  },
};

describe('the document', () => {
  it('declares the 70 operations in docs/product.md#api', () => {
    expect(document.operations).toHaveLength(70);
    expect(new Set(document.operations.map((op) => op.id)).size).toBe(70);
  });

  it('rejects a body that does not fit the schema (the validator is live)', () => {
    const login = document.operations.find((op) => op.id === 'login');
    if (!login) throw new Error('login operation missing');
    expect(document.check(login, 200, 'application/json', { token: 1 })).not.toEqual([]);
    expect(document.check(login, 401, 'application/json', { code: 'NOT_A_CODE', message: 'x' })).not.toEqual(
      [],
    );
    expect(document.check(login, 418, 'application/json', {})).toEqual([
      'login: status 418 is not documented',
    ]);
    expect(document.check(login, 200, 'application/json', { token: 'abc' })).toEqual([]);
  });
});

describe('lookups', () => lookupSuite(env));
describe('account and OTP', () => accountSuite(env));
describe('wallet, games, transfers and withdrawals', () => walletSuite(env));
describe('deposits: notice, slip, True Wallet and QR', () => depositSuite(env));
describe('money limits and conservation', () => moneyLimitSuite(env));
describe('invite, refund, bonus and promotion', () => rewardSuite(env));
describe('deposits the operator credits later', () => liveDepositSuite(env));
describe('spin wheel', () => spinSuite(env));
describe('statements and slips', () => statementSuite(env));
describe('chat', () => chatSuite(env));
describe('chat uploads', () => chatUploadSuite(env));
describe('Idempotency-Key on money operations', () => idempotencySuite(env));
describe('robustness', () => robustnessSuite(env));
describe('the Laos market', () => laosMarketSuite(env));
describe('requests as strict as the document', () => strictRequestSuite(env));
describe('requests the document allows are accepted', () => positiveAcceptanceSuite(env));

describe('coverage', () => {
  afterAll(() => {
    expect(problems).toEqual([]);
  });

  it('exercised every operation of the document, each with a success answer', () => {
    const all = document.operations.map((op) => op.id).sort();
    expect([...exercised.keys()].sort()).toEqual(all);
    const withoutSuccess = all.filter(
      (id) => ![...(exercised.get(id) ?? [])].some((s) => s >= 200 && s < 300),
    );
    expect(withoutSuccess).toEqual([]);
  });

  it('exercised an error answer for every operation that documents one besides 410/500', () => {
    const missing = document.operations
      .filter((op) => Object.keys(op.responses).some((s) => s.startsWith('4') && s !== '410'))
      .filter((op) => ![...(exercised.get(op.id) ?? [])].some((s) => s >= 400))
      .map((op) => op.id);
    expect(missing).toEqual([]);
  });
});
