// Runs the remote contract checks against any server: every answer (errors included) is validated against the
// document, and the report says which checks passed, which failed and what the server answered off-contract.
import { createApiClient } from '@wallet/api-client';
import { ContractDocument } from '../harness';
import { REMOTE_CHECKS, type RemoteCheck, type RemoteContext } from './checks';

export interface RemoteOptions {
  baseUrl: string;
  phone: string;
  password: string;
  /** Runs the checks that move money (and move it back) or create and cancel a QR code. */
  allowMoney: boolean;
  /** The document to check against (default: the repository's). */
  document?: ContractDocument;
  checks?: readonly RemoteCheck[];
}

export interface RemoteReport {
  passed: string[];
  failed: { check: string; reason: string }[];
  /** Answers that do not conform to the document, each with the check that got it. */
  offContract: { check: string; problem: string }[];
  skipped: { check: string; why: string }[];
}

/** True when nothing failed and every answer conformed. */
export function reportPassed(report: RemoteReport): boolean {
  return report.failed.length === 0 && report.offContract.length === 0;
}

/** The report as the command prints it. */
export function formatReport(report: RemoteReport, baseUrl: string): string {
  const lines = [`Contract checks against ${baseUrl}`];
  for (const check of report.passed) lines.push(`  PASS  ${check}`);
  for (const { check, reason } of report.failed)
    lines.push(`  FAIL  ${check}: ${reason.replace(/\n/g, '\n        ')}`);
  for (const { check, why } of report.skipped)
    lines.push(`  SKIP  ${check} (${why}; pass --allow-money to run it)`);
  if (report.offContract.length > 0) {
    lines.push('Answers off the contract (openapi/openapi.yaml):');
    for (const { check, problem } of report.offContract) lines.push(`  ${problem}  [${check}]`);
  }
  const verdict = reportPassed(report) ? 'the server follows the contract' : 'the server breaks the contract';
  lines.push(
    `${report.passed.length} passed, ${report.failed.length} failed, ${report.skipped.length} skipped, ` +
      `${report.offContract.length} off-contract answers: ${verdict}`,
  );
  return lines.join('\n');
}

/** Runs the checks against `baseUrl` as the test account. */
export async function runRemoteContract(options: RemoteOptions): Promise<RemoteReport> {
  const document = options.document ?? new ContractDocument();
  const baseUrl = options.baseUrl.replace(/\/+$/, '');
  const report: RemoteReport = { passed: [], failed: [], offContract: [], skipped: [] };
  let current = 'login';
  const recording: typeof fetch = async (input, init) => {
    const request = new Request(input, init);
    const response = await globalThis.fetch(request);
    const { pathname } = new URL(request.url);
    const text = await response.clone().text();
    let body: unknown = text;
    try {
      body = JSON.parse(text);
    } catch {
      // not JSON: the check below reports it
    }
    const op = document.operationOf(request.method, pathname);
    const problems = op
      ? document.check(op, response.status, response.headers.get('content-type') ?? '', body)
      : [`${request.method} ${pathname} is not an operation of the document`];
    for (const problem of problems) report.offContract.push({ check: current, problem });
    return response;
  };
  const client = (token: string | null) =>
    createApiClient({ baseUrl, getToken: () => token, fetch: recording, timeoutMs: 30_000 });
  const guest = client(null);
  let token: string;
  try {
    ({ token } = await guest.post('/api/login', {
      body: { username: options.phone, password: options.password },
    }));
  } catch (error) {
    report.failed.push({ check: 'login with the test account', reason: String(error) });
    return report;
  }
  report.passed.push('login with the test account');
  const ctx: RemoteContext = {
    document,
    baseUrl,
    guest,
    player: client(token),
    token,
    phone: options.phone,
    fetch: recording,
  };
  for (const check of options.checks ?? REMOTE_CHECKS) {
    if (check.movesMoney && !options.allowMoney) {
      report.skipped.push({ check: check.name, why: check.movesMoney });
      continue;
    }
    current = check.name;
    try {
      await check.run(ctx);
      report.passed.push(check.name);
    } catch (error) {
      report.failed.push({
        check: check.name,
        reason: error instanceof Error ? error.message : String(error),
      });
    }
  }
  return report;
}
