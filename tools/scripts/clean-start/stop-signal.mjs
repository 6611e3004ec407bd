// Stopping `npm start` the way an IDE's stop button, a process manager or a closed terminal does: one signal to the
// npm process alone (not to its process group, which would reach every child by itself), then nothing of it may be
// left: no process it started, no port held. Linux (/proc), like the machines this runs on.
import fs from 'node:fs';
import net from 'node:net';
import { sleep } from '../lib/servers.mjs';

/** Every descendant of `pid` now (children, their children...), with its command line. */
export function descendants(pid) {
  const childrenOf = new Map();
  for (const entry of fs.readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = fs.readFileSync(`/proc/${entry}/stat`, 'utf8');
      // Fields after the command name in parentheses: state, ppid, ...
      const ppid = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
      if (!childrenOf.has(ppid)) childrenOf.set(ppid, []);
      childrenOf.get(ppid).push(Number(entry));
    } catch {
      // Gone meanwhile.
    }
  }
  const found = [];
  const queue = [pid];
  while (queue.length) {
    for (const child of childrenOf.get(queue.shift()) ?? []) {
      found.push({ pid: child, command: commandLine(child) });
      queue.push(child);
    }
  }
  return found;
}

function commandLine(pid) {
  try {
    return fs.readFileSync(`/proc/${pid}/cmdline`, 'utf8').split('\0').join(' ').trim();
  } catch {
    return '';
  }
}

/** Running (a zombie waiting for its parent to read its status has stopped). */
function running(pid) {
  try {
    const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
    return stat.slice(stat.lastIndexOf(')') + 2)[0] !== 'Z';
  } catch {
    return false;
  }
}

/** Whether anything accepts a connection on `port` of this machine (IPv4 or IPv6 loopback). */
async function portTaken(port) {
  const accepts = (host) =>
    new Promise((resolve) => {
      const socket = net.connect({ host, port });
      socket.setTimeout(1000);
      socket.once('connect', () => (socket.destroy(), resolve(true)));
      socket.once('error', () => resolve(false));
      socket.once('timeout', () => (socket.destroy(), resolve(false)));
    });
  return (await accepts('127.0.0.1')) || (await accepts('::1'));
}

/**
 * Sends `signal` to the npm process of `command` (a server of lib/servers.mjs) and waits until it, every process it
 * had started and every one of `ports` are gone. Resolves what is left after `timeoutMs` (empty: a clean stop).
 */
export async function stopWithSignal(command, signal, ports, timeoutMs = 20_000) {
  const processes = [{ pid: command.child.pid, command: 'npm' }, ...descendants(command.child.pid)];
  process.kill(command.child.pid, signal);
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const left = processes.filter(({ pid }) => running(pid)).map((p) => `process ${p.pid} (${p.command})`);
    for (const port of ports) if (await portTaken(port)) left.push(`port ${port} still answers`);
    if (left.length === 0 || Date.now() > deadline) return left;
    await sleep(250);
  }
}
