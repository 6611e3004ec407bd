// Named checks of a script (clean start, consumer): timed PASS/FAIL lines, and the Vitest-shaped JSON report that
// tools/scripts/test-summary.mjs adds up after `npm test`.
import fs from 'node:fs';
import path from 'node:path';
import { ANSI_COLOURS, stopAllServers } from './servers.mjs';

export function indent(text) {
  return text
    .split('\n')
    .map((line) => `    ${line}`)
    .join('\n');
}

/** A list of check results with its log prefix, e.g. `createChecks('consumer')`. */
export function createChecks(prefix) {
  const started = Date.now();
  const results = [];
  const log = (line) => console.log(`[${prefix}] ${line}`);

  const fail = (name, message, seconds = '0') => {
    results.push({ name, status: 'failed', seconds, message });
    log(`FAIL ${name}${seconds === '0' ? '' : ` (${seconds} s)`}\n${indent(message)}`);
  };

  /** Runs one check; resolves whether it passed. */
  async function check(name, body) {
    const begin = Date.now();
    log(`${name} ...`);
    try {
      await body();
      const seconds = ((Date.now() - begin) / 1000).toFixed(1);
      results.push({ name, status: 'passed', seconds });
      log(`PASS ${name} (${seconds} s)`);
      return true;
    } catch (error) {
      fail(
        name,
        String(error?.message ?? error).replace(ANSI_COLOURS, ''),
        ((Date.now() - begin) / 1000).toFixed(1),
      );
      return false;
    }
  }

  /** A check that could not run counts as failed. */
  function skipped(name, reason) {
    results.push({ name, status: 'failed', seconds: '0', message: `not run: ${reason}` });
    log(`FAIL ${name}: not run (${reason})`);
  }

  /** Writes `<reportDir>/report.json`, prints the summary line, and returns the exit code. */
  function finish(reportDir, title) {
    const passed = results.filter((result) => result.status === 'passed').length;
    const failed = results.length - passed;
    fs.mkdirSync(reportDir, { recursive: true });
    const report = {
      numPassedTests: passed,
      numFailedTests: failed,
      numPendingTests: 0,
      numTodoTests: 0,
      success: failed === 0,
      testResults: results,
    };
    fs.writeFileSync(path.join(reportDir, 'report.json'), JSON.stringify(report, null, 2));
    const seconds = Math.round((Date.now() - started) / 1000);
    const failedNames = results.filter((result) => result.status === 'failed').map((result) => result.name);
    console.log(
      failed === 0
        ? `${title}: PASS, ${passed} passed, 0 failed in ${seconds} s`
        : `${title}: FAIL, ${passed} passed, ${failed} failed in ${seconds} s (${failedNames.join('; ')})`,
    );
    return failed === 0 ? 0 : 1;
  }

  /**
   * Runs the script's `main` (an error it throws is one failed check named `name`), stops every server it left
   * running, runs `cleanup`, writes the report and exits 0 or 1.
   */
  async function runToExit(main, { name, reportDir, title, cleanup = () => {} }) {
    try {
      await main();
    } catch (error) {
      fail(name, error.stack ?? String(error));
    } finally {
      await stopAllServers();
      cleanup();
    }
    process.exit(finish(reportDir, title));
  }

  return { log, check, skipped, fail, finish, runToExit, results };
}
