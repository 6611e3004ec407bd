#!/usr/bin/env node
// `npm start` / `npm run start:laos`: the sandbox API plus an app's Vite dev server (which proxies /api and
// /socket.io to the sandbox). Ctrl+C stops both. The Laos app gets the sandbox's Laos market (its phone rule, LAK,
// Lao banks and texts, the Lao demo player).
// Other ports (to run beside another dev server): `npm start -- --port 5200 --api-port 5333`.
// Demo deposits: `npm start -- --demo` has the sandbox pay every QR code 5 s after it is created, so the balance,
// toast and QR panel of a landing deposit show without a payment network.
import { spawn } from 'node:child_process';
import { parseArgs } from 'node:util';

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: { port: { type: 'string' }, 'api-port': { type: 'string' }, demo: { type: 'boolean' } },
});
const laos = positionals[0] === 'laos';
const app = { name: laos ? 'laos-web' : 'thai-web', port: portOption('port', laos ? 4201 : 4200) };
const apiPort = portOption('api-port', 3333);

function portOption(name, fallback) {
  if (values[name] === undefined) return fallback;
  const port = Number(values[name]);
  if (!Number.isInteger(port) || port < 1 || port > 65535) {
    console.error(`--${name} must be an integer between 1 and 65535, got ${values[name]}`);
    process.exit(2);
  }
  return port;
}
/** Seconds after which the demo sandbox pays a QR code (`--demo`). */
const DEMO_QR_PAY_SECONDS = 5;
const children = [];

function run(label, command, args) {
  const child = spawn(command, args, {
    stdio: ['ignore', 'pipe', 'pipe'],
    // The app's Vite config proxies /api and /socket.io to this sandbox.
    env: { ...process.env, WALLET_API_TARGET: `http://127.0.0.1:${apiPort}` },
  });
  const prefix = (chunk) =>
    chunk
      .toString()
      .split('\n')
      .filter((line) => line.length > 0)
      .map((line) => `[${label}] ${line}`)
      .join('\n') + '\n';
  child.stdout.on('data', (chunk) => process.stdout.write(prefix(chunk)));
  child.stderr.on('data', (chunk) => process.stderr.write(prefix(chunk)));
  child.on('exit', (code) => {
    console.log(`[${label}] exited with ${code}`);
    stop(code ?? 1);
  });
  children.push(child);
}

let stopping = false;
function stop(code) {
  if (stopping) return;
  stopping = true;
  for (const child of children) child.kill('SIGTERM');
  setTimeout(() => process.exit(code), 300);
}
process.on('SIGINT', () => stop(0));
process.on('SIGTERM', () => stop(0));

run('sandbox', 'npm', [
  'run',
  'start',
  '--silent',
  '-w',
  '@wallet/sandbox-api',
  '--',
  '--port',
  String(apiPort),
  '--market',
  laos ? 'laos' : 'thai',
  ...(values.demo ? ['--qr-auto-pay', String(DEMO_QR_PAY_SECONDS)] : []),
]);
run(app.name, 'npm', [
  'run',
  'dev',
  '--silent',
  '-w',
  `@wallet/${app.name}`,
  '--',
  '--port',
  String(app.port),
]);
console.log(
  `Starting the sandbox on http://127.0.0.1:${apiPort} and ${app.name} on http://localhost:${app.port}`,
);
if (values.demo)
  console.log(
    `Demo deposits: each QR code is paid ${DEMO_QR_PAY_SECONDS} s after it is shown (watch the balance)`,
  );
