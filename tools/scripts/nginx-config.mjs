#!/usr/bin/env node
// An nginx `server { }` block for one build of an app, generated from what the build wrote (README "Deploying"):
// - the headers of every path from dist/headers.json, matched as Cloudflare Pages matches dist/_headers (every rule
//   whose path matches applies, in file order; `! Name` detaches an earlier value): one exact location per literal
//   path (each prerendered page's /route, /route/ and /route/index.html with its own policy), one prefix location per
//   `/prefix/*` rule, `location /` for `/*`; each with the headers that path ends up with;
// - the operator's API behind the same origin: the proxy paths of dist/_redirects (/api, /socket.io with the
//   WebSocket upgrade, /uploads) forwarded to --api (default: the upstream the build wrote there);
// - the SPA: a file, else <path>/index.html, else index.html (under the `/*` policy); .gz files sent as they are
//   (gzip_static; --brotli adds brotli_static, which needs Debian's libnginx-mod-http-brotli-static).
// Run it in the deployment step with every build (the hashes change whenever a page does):
//   node tools/scripts/nginx-config.mjs apps/thai-web/dist --root /srv/wallet --api http://127.0.0.1:8080 \
//     --listen '443 ssl http2' --server-name wallet.example --include /etc/nginx/wallet-tls.conf > /etc/nginx/conf.d/wallet.conf
// (HTTP/2: a player page starts with about twenty script files, six at a time over HTTP/1.1.)
import { existsSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';

/** Content types of the files a build holds (the block does not rely on the system's mime.types). */
const TYPES = {
  'text/html': ['html'],
  'text/css': ['css'],
  'text/javascript': ['js', 'mjs'],
  'application/json': ['json', 'map'],
  'application/manifest+json': ['webmanifest'],
  'image/svg+xml': ['svg'],
  'image/png': ['png'],
  'image/x-icon': ['ico'],
  'font/woff2': ['woff2'],
  'text/plain': ['txt'],
  'video/mp4': ['mp4'],
};

/** Cloudflare Pages' matching of a `_headers` path: `*` is a splat (anything, slashes too), the rest literal. */
function matches(pattern, pathname) {
  const source = pattern
    .split('*')
    .map((part) => part.replace(/[.+?^${}()|[\]\\]/g, '\\$&'))
    .join('.*');
  return new RegExp(`^${source}$`).test(pathname);
}

/** The headers a path gets: every matching rule in order, its detached names removed, then its values appended. */
export function headersOf(rules, pathname) {
  const headers = new Map();
  for (const rule of rules.filter((r) => matches(r.path, pathname))) {
    for (const name of rule.detach ?? []) headers.delete(name.toLowerCase());
    for (const [name, value] of Object.entries(rule.headers)) {
      const key = name.toLowerCase();
      const earlier = headers.get(key);
      headers.set(key, { name, value: earlier ? `${earlier.value}, ${value}` : value });
    }
  }
  return [...headers.values()];
}

/** The proxy rules of dist/_redirects (`/api/*  https://host/api/:splat  200`): each path and its upstream origin. */
export function proxyPaths(redirectsText) {
  const proxies = [];
  for (const line of redirectsText.split('\n')) {
    const [from, to, status] = line.trim().split(/\s+/);
    if (!from || from.startsWith('#') || status !== '200' || !/^https?:\/\//.test(to ?? '')) continue;
    const prefix = from.replace(/\/\*$/, '');
    const url = new URL(to);
    if (!from.endsWith('/*') || url.pathname !== `${prefix}/:splat`)
      throw new Error(`_redirects: not a proxy of a path to the same path: ${line}`);
    proxies.push({ path: prefix, upstream: url.origin });
  }
  return proxies;
}

const quote = (value) => `"${value.replace(/\\/g, '\\\\').replace(/"/g, '\\"')}"`;
// `always`: the security headers on error answers too; Cache-Control only on a success (a 404 is never immutable).
const addHeaders = (headers, indent) =>
  headers.map(
    ({ name, value }) =>
      `${indent}add_header ${name} ${quote(value)}${name.toLowerCase() === 'cache-control' ? '' : ' always'};`,
  );

/** How an exact location serves its literal path: the file, or the prerendered page's index.html. */
function tryFilesOf(dist, pathname) {
  const file = (relative) => {
    const full = path.join(dist, relative);
    return existsSync(full) && statSync(full).isFile();
  };
  if (file(pathname)) return `try_files $uri =404;`;
  const page = pathname.endsWith('/') ? `${pathname}index.html` : `${pathname}/index.html`;
  if (file(page)) return `try_files ${page} =404;`;
  return `try_files $uri /index.html;`;
}

/** The `server { }` block (a string) for the build in `dist`; a sandbox build (demo gift-link key) only when asked. */
export function nginxServerBlock({
  dist,
  root = path.resolve(dist),
  api,
  listen = '80',
  serverName,
  brotli = false,
  sandboxBuild = false,
  include = [],
}) {
  if (existsSync(path.join(dist, 'SANDBOX-BUILD.txt')) && !sandboxBuild)
    throw new Error(
      `${dist} is a sandbox build (it carries the demo gift-link key): build with the operator's inputs ` +
        '(npx nx run @wallet/<app>:build, README "Deploying"), or pass --sandbox-build to serve it for a test.',
    );
  const data = JSON.parse(readFileSync(path.join(dist, 'headers.json'), 'utf8'));
  if (data.version !== 1) throw new Error(`headers.json: version ${data.version}, expected 1`);
  const rules = data.rules;
  const redirectsFile = path.join(dist, '_redirects');
  const proxies = existsSync(redirectsFile) ? proxyPaths(readFileSync(redirectsFile, 'utf8')) : [];

  const exact = new Set(['/']);
  const prefixes = new Set();
  for (const { path: pattern } of rules) {
    const star = pattern.indexOf('*');
    if (star === -1) exact.add(pattern);
    else if (star === pattern.length - 1 && pattern.endsWith('/*')) prefixes.add(pattern.slice(0, -1));
    else throw new Error(`headers.json: a path nginx cannot match as Cloudflare Pages does: ${pattern}`);
  }
  prefixes.delete('/');

  const lines = [
    "# Generated by tools/scripts/nginx-config.mjs from the build's headers.json and _redirects: regenerate it with",
    '# every deployment (each prerendered page\'s policy carries the hashes of that build). README "Deploying".',
    'server {',
    `    listen ${listen};`,
    ...(serverName ? [`    server_name ${serverName};`] : []),
    // The operator's own lines (TLS certificate, logs), kept out of the generated file.
    ...include.map((file) => `    include ${file};`),
    `    root ${root};`,
    '    server_tokens off;',
    '    charset utf-8;',
    '    charset_types text/css text/javascript text/plain application/json application/manifest+json image/svg+xml;',
    '    # The build wrote .gz (and .br) beside every text file: sent as they are, no compression per request.',
    '    gzip_static on;',
    '    gzip_vary on;',
    ...(brotli ? ['    brotli_static on;'] : []),
    '    types {',
    ...Object.entries(TYPES).map(([type, extensions]) => `        ${type} ${extensions.join(' ')};`),
    '    }',
    '    default_type application/octet-stream;',
    '',
  ];
  for (const proxy of proxies) {
    const upstream = api ?? proxy.upstream;
    lines.push(
      `    # The operator's API server (its own headers: no-store, its policy, uploads' content types).`,
      `    location ^~ ${proxy.path}/ {`,
      `        proxy_pass ${upstream.replace(/\/$/, '')};`,
      '        proxy_http_version 1.1;',
      '        proxy_set_header Host $http_host;',
      '        proxy_set_header X-Forwarded-For $proxy_add_x_forwarded_for;',
      '        proxy_set_header X-Forwarded-Proto $scheme;',
      ...(upstream.startsWith('https:') ? ['        proxy_ssl_server_name on;'] : []),
      ...(proxy.path === '/socket.io'
        ? [
            '        proxy_set_header Upgrade $http_upgrade;',
            '        proxy_set_header Connection "upgrade";',
            '        proxy_read_timeout 120s;',
          ]
        : []),
      '    }',
    );
  }
  for (const prefix of [...prefixes].sort()) {
    lines.push(
      `    location ^~ ${prefix} {`,
      '        try_files $uri =404;',
      ...addHeaders(headersOf(rules, `${prefix}\u0000`), '        '),
      '    }',
    );
  }
  for (const literal of [...exact].sort()) {
    const served = literal === '/' ? 'try_files /index.html =404;' : tryFilesOf(dist, literal);
    lines.push(
      `    location = ${literal} {`,
      `        ${served}`,
      ...addHeaders(headersOf(rules, literal), '        '),
      '    }',
    );
  }
  lines.push(
    "    # Every other path: a file, a folder's index.html, else the SPA (index.html) under the shell's policy.",
    '    location / {',
    '        try_files $uri $uri/index.html /index.html;',
    ...addHeaders(headersOf(rules, '/\u0000'), '        '),
    '    }',
    '}',
    '',
  );
  return lines.join('\n');
}

function main() {
  const { values, positionals } = parseArgs({
    allowPositionals: true,
    options: {
      api: { type: 'string' },
      root: { type: 'string' },
      listen: { type: 'string', default: '80' },
      'server-name': { type: 'string' },
      brotli: { type: 'boolean', default: false },
      'sandbox-build': { type: 'boolean', default: false },
      include: { type: 'string', multiple: true, default: [] },
    },
  });
  const [dist] = positionals;
  if (!dist || positionals.length !== 1) {
    console.error(
      'Usage: node tools/scripts/nginx-config.mjs <dist> [--root <deployed folder>] [--api <origin>] [--listen <port>]\n' +
        '       [--server-name <name>] [--include <file>]... [--brotli] [--sandbox-build]\n' +
        "Prints a server { } block for nginx's http { }.",
    );
    process.exit(2);
  }
  process.stdout.write(
    nginxServerBlock({
      dist,
      root: values.root,
      api: values.api,
      listen: values.listen,
      serverName: values['server-name'],
      brotli: values.brotli,
      sandboxBuild: values['sandbox-build'],
      include: values.include,
    }),
  );
}

if (process.argv[1] && path.resolve(process.argv[1]) === path.resolve(import.meta.filename)) {
  try {
    main();
  } catch (error) {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  }
}
