// CLI: `npm start -- --port 3333 --host 127.0.0.1 --static <dir> --market thai|laos` starts the sandbox and prints
// how to use it.
import { parseArgs } from 'node:util';
import { MARKETS, parseMarket, type MarketName } from './market';
import { startSandbox } from './server';

const { values } = parseArgs({
  options: {
    port: { type: 'string', default: '3333' },
    host: { type: 'string', default: '127.0.0.1' },
    static: { type: 'string' },
    seed: { type: 'string' },
    market: { type: 'string' },
    'qr-auto-pay': { type: 'string' },
  },
  strict: true,
});

const port = Number(values.port);
if (!Number.isInteger(port) || port < 0 || port > 65535) {
  console.error(`--port must be an integer between 0 and 65535, got ${values.port}`);
  process.exit(2);
}
const seed = values.seed === undefined ? undefined : Number(values.seed);
if (seed !== undefined && !Number.isInteger(seed)) {
  console.error(`--seed must be an integer, got ${values.seed}`);
  process.exit(2);
}

const qrAutoPay = values['qr-auto-pay'] === undefined ? undefined : Number(values['qr-auto-pay']);
if (qrAutoPay !== undefined && !(Number.isInteger(qrAutoPay) && qrAutoPay >= 1 && qrAutoPay <= 3600)) {
  console.error(`--qr-auto-pay must be a number of seconds between 1 and 3600, got ${values['qr-auto-pay']}`);
  process.exit(2);
}

let market: MarketName;
try {
  market = parseMarket(values.market);
} catch (error) {
  console.error((error as Error).message);
  process.exit(2);
}

const started = await startSandbox({
  port,
  host: values.host,
  staticDir: values.static,
  seed,
  market,
  ...(qrAutoPay === undefined ? {} : { qrAutoPaySeconds: qrAutoPay }),
});
const demo = MARKETS[market].demoPlayer;
console.log(
  `Sandbox API (${market} market) listening on ${started.url}${values.static ? ` (serving ${values.static})` : ''}`,
);
console.log(`Demo player: phone ${demo.username}, password ${demo.password} (${demo.name})`);
if (qrAutoPay !== undefined)
  console.log(`Demo deposits: every QR code is paid ${qrAutoPay} s after it is created`);
console.log(
  'OTP codes are printed here when sent; test routes: POST /__sandbox/reset, POST /__sandbox/switches',
);

const stop = (): void => {
  void started.close().then(() => process.exit(0));
};
process.once('SIGINT', stop);
process.once('SIGTERM', stop);
