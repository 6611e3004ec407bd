// Starting, waiting on and stopping the servers a check script runs (dev servers, the sandbox, Storybook). Each one
// runs in its own process group, so stopping it stops its children too (npm -> nx -> vite); whatever a script still
// has running when it exits is killed, and free ports are picked by the OS.
import { spawn } from 'node:child_process';
import net from 'node:net';

/** Colour codes in tools' output, removed before it is shown. */
export const ANSI_COLOURS = new RegExp(`${String.fromCharCode(27)}\\[[0-9;]*m`, 'g');

/** Process groups started here and not stopped yet. */
const groups = new Set();

export function sleep(ms) {
  return new Promise((resolve) => setTimeout(resolve, ms));
}

function signalGroup(pgid, signal) {
  try {
    process.kill(-pgid, signal);
  } catch {
    // Already gone.
  }
}

function groupAlive(pgid) {
  try {
    process.kill(-pgid, 0);
    return true;
  } catch {
    return false;
  }
}

/**
 * Starts `command args` in its own process group. Its output is kept, line by line without colours, for failure
 * messages and for `waitForOutput`.
 */
export function startServer(label, command, args, { cwd, env = process.env } = {}) {
  const child = spawn(command, args, { cwd, detached: true, stdio: ['ignore', 'pipe', 'pipe'], env });
  groups.add(child.pid);
  const output = [];
  const collect = (chunk) =>
    output.push(...chunk.toString().replace(ANSI_COLOURS, '').split('\n').filter(Boolean));
  child.stdout.on('data', collect);
  child.stderr.on('data', collect);
  const exited = new Promise((resolve) => child.on('exit', (code, signal) => resolve({ code, signal })));
  return { label, child, pgid: child.pid, output, exited };
}

/** Stops a server's whole process group: SIGTERM, then SIGKILL after a grace period. */
export async function stopServer(server, graceMs = 5000) {
  signalGroup(server.pgid, 'SIGTERM');
  const deadline = Date.now() + graceMs;
  while (Date.now() < deadline && groupAlive(server.pgid)) await sleep(100);
  if (groupAlive(server.pgid)) signalGroup(server.pgid, 'SIGKILL');
  groups.delete(server.pgid);
}

/** Stops every server still running (SIGTERM to all, one grace period, then SIGKILL). */
export async function stopAllServers(graceMs = 5000) {
  const pending = [...groups];
  for (const pgid of pending) signalGroup(pgid, 'SIGTERM');
  const deadline = Date.now() + graceMs;
  while (Date.now() < deadline && pending.some(groupAlive)) await sleep(100);
  for (const pgid of pending) {
    if (groupAlive(pgid)) signalGroup(pgid, 'SIGKILL');
    groups.delete(pgid);
  }
}

/** Last resort on exit (no time to wait): SIGKILL to every group still running. */
export function killAllServersNow() {
  for (const pgid of groups) signalGroup(pgid, 'SIGKILL');
  groups.clear();
}

/** A port nobody listens on right now (the OS picks it). */
export function freePort() {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

/** `count` distinct free ports. */
export async function freePorts(count) {
  const ports = new Set();
  while (ports.size < count) ports.add(await freePort());
  return [...ports];
}

/** Rejects as soon as the server exits; `until` names what it was waited for. */
function watchExit(server, until) {
  let exited = null;
  void server.exited.then((status) => (exited = status));
  return () => {
    if (exited) throw new Error(`${server.label} exited (${JSON.stringify(exited)}) before ${until}`);
  };
}

/** Waits until `url` answers below 500, failing early when the server exits. */
export async function waitForHttp(server, url, timeoutMs) {
  const deadline = Date.now() + timeoutMs;
  const checkAlive = watchExit(server, `${url} answered`);
  while (Date.now() < deadline) {
    checkAlive();
    try {
      const response = await fetch(url, { signal: AbortSignal.timeout(5000) });
      if (response.status < 500) return;
    } catch {
      // Not listening yet.
    }
    await sleep(500);
  }
  throw new Error(`${url} did not answer within ${timeoutMs / 1000} s`);
}

/** Waits until the server prints a line matching `pattern`; resolves the match. */
export async function waitForOutput(server, pattern, timeoutMs) {
  const deadline = Date.now() + timeoutMs;
  const checkAlive = watchExit(server, `printing ${pattern}`);
  while (Date.now() < deadline) {
    const match = server.output.join('\n').match(pattern);
    if (match) return match;
    try {
      checkAlive();
    } catch (error) {
      throw new Error(`${error.message}:\n${server.output.join('\n').slice(-1500)}`);
    }
    await sleep(100);
  }
  throw new Error(`${server.label} did not print ${pattern} within ${timeoutMs / 1000} s`);
}

/** Kills every server left when the process exits, and turns signals into a normal exit (so cleanups run). */
export function stopServersOnExit(log, cleanup = () => {}) {
  process.on('exit', () => {
    killAllServersNow();
    cleanup();
  });
  for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) {
    process.on(signal, () => {
      log(`stopped by ${signal}`);
      process.exit(130);
    });
  }
}
