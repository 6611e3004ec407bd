#!/usr/bin/env node
// `npm start` / `npm run start:laos`: the sandbox API plus an app's Vite dev server (which proxies /api and
// /socket.io to the sandbox). Ctrl+C stops both.
import { spawn } from 'node:child_process';

const app = process.argv[2] === 'laos' ? { name: 'laos-web', port: 4201 } : { name: 'thai-web', port: 4200 };
const children = [];

function run(label, command, args) {
  const child = spawn(command, args, { stdio: ['ignore', 'pipe', 'pipe'], env: process.env });
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

run('sandbox', 'npm', ['run', 'start', '--silent', '-w', '@wallet/sandbox-api', '--', '--port', '3333']);
run(app.name, 'npm', ['run', 'dev', '--silent', '-w', `@wallet/${app.name}`]);
console.log(`Starting the sandbox on http://127.0.0.1:3333 and ${app.name} on http://localhost:${app.port}`);
