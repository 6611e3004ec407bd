#!/usr/bin/env node
// `npm start` / `npm run start:laos`: the sandbox API plus an app's Vite dev server (which proxies /api and
// /socket.io to the sandbox). Ctrl+C, SIGTERM (an IDE's stop button, a process manager) or SIGHUP (a closed
// terminal) stops both and everything they started: each runs in its own process group, which is sent SIGTERM, then
// SIGKILL after a grace period, before this script exits. The Laos app gets the sandbox's Laos market (its phone rule, LAK,
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
/** How long the servers get to stop by themselves before their process groups are killed. */
const STOP_GRACE_MS = 5000;
/** Process group ids of the servers (each is its group's leader). */
const groups = [];

function run(label, command, args) {
  const child = spawn(command, args, {
    // Its own process group: a signal to the group reaches npm, the shell, nx, Vite and esbuild's service alike.
    detached: true,
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
  child.on('exit', (code, signal) => {
    console.log(`[${label}] exited with ${code ?? signal}`);
    void stop(code ?? 1);
  });
  groups.push(child.pid);
}

/** Sends `signal` to a process group; false when the group has no process left. */
function signalGroup(pgid, signal) {
  try {
    process.kill(-pgid, signal);
    return true;
  } catch {
    return false;
  }
}

let stopping;
function stop(code) {
  stopping ??= (async () => {
    for (const pgid of groups) signalGroup(pgid, 'SIGTERM');
    const deadline = Date.now() + STOP_GRACE_MS;
    while (Date.now() < deadline && groups.some((pgid) => signalGroup(pgid, 0)))
      await new Promise((resolve) => setTimeout(resolve, 100));
    process.exit(code);
  })();
  return stopping;
}
for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) process.on(signal, () => void stop(0));
// npm passes SIGINT and SIGTERM on to this script (package.json's `exec` leaves no shell between them), but dies of
// SIGHUP or SIGKILL without a word: once the process that started this one is gone, stop too.
const parentPid = process.ppid;
setInterval(() => {
  if (process.ppid !== parentPid) void stop(0);
}, 500).unref();
// Whatever ends this script (the grace period over, an error), nothing of the servers outlives it.
process.on('exit', () => {
  for (const pgid of groups) signalGroup(pgid, 'SIGKILL');
});

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
