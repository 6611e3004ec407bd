// CLI: `npm start -- --port 3333 --host 127.0.0.1 --static <dir>` starts the sandbox and prints how to use it.
import { parseArgs } from 'node:util';
import { DEMO_PLAYER } from './seed/catalogue';
import { startSandbox } from './server';

const { values } = parseArgs({
  options: {
    port: { type: 'string', default: '3333' },
    host: { type: 'string', default: '127.0.0.1' },
    static: { type: 'string' },
    seed: { type: 'string' },
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

const started = await startSandbox({ port, host: values.host, staticDir: values.static, seed });
console.log(`Sandbox API listening on ${started.url}${values.static ? ` (serving ${values.static})` : ''}`);
console.log(
  `Demo player: phone ${DEMO_PLAYER.username}, password ${DEMO_PLAYER.password} (${DEMO_PLAYER.name})`,
);
console.log(
  'OTP codes are printed here when sent; test routes: POST /__sandbox/reset, POST /__sandbox/switches',
);

const stop = (): void => {
  void started.close().then(() => process.exit(0));
};
process.once('SIGINT', stop);
process.once('SIGTERM', stop);
