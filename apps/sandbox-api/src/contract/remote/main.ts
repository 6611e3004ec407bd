// CLI: `npm run contract -- --base-url URL --phone P --password W [--allow-money]` checks a server against
// openapi/openapi.yaml with one test account (README "Checking your API against the contract").
import { parseArgs } from 'node:util';
import { formatReport, reportPassed, runRemoteContract } from './run';

const { values } = parseArgs({
  options: {
    'base-url': { type: 'string' },
    phone: { type: 'string' },
    password: { type: 'string' },
    'allow-money': { type: 'boolean', default: false },
  },
  strict: true,
});

const baseUrl = values['base-url'];
if (!baseUrl || !/^https?:\/\//.test(baseUrl) || !values.phone || !values.password) {
  console.error(
    'usage: npm run contract -- --base-url https://staging.example.com --phone P --password W [--allow-money]',
  );
  process.exit(2);
}

const report = await runRemoteContract({
  baseUrl,
  phone: values.phone,
  password: values.password,
  allowMoney: values['allow-money'],
});
console.log(formatReport(report, baseUrl));
process.exit(reportPassed(report) ? 0 : 1);
