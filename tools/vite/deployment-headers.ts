// Writes the headers a CDN must send with the build, per path: dist/_headers (Netlify / Cloudflare Pages format) and
// the same rules as dist/headers.json (what the sandbox's static serving reads). Each HTML file of the build gets a
// Content-Security-Policy with the hashes of its own inline scripts and styles (a prerendered page's loader script
// and critical CSS), so no CDN has to compute them and no policy needs 'unsafe-inline'. The policy and the other
// headers are the sandbox's reference (apps/sandbox-api/src/security-headers.ts; README "Security headers").
import { createHash } from 'node:crypto';
import { readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Plugin, ResolvedConfig } from 'vite';
import {
  deploymentHeaderRules,
  renderHeadersFile,
  type HeadersFile,
  type PageHashes,
  type PolicySources,
} from '../../apps/sandbox-api/src/security-headers.ts';

/** The headers files a build writes, beside index.html. */
export const HEADERS_FILE = '_headers';
export const HEADERS_JSON = 'headers.json';

const sha256 = (text: string) => `sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}`;

/** CSP hashes (`sha256-...`) of the inline scripts of an HTML page: those the policy lets run. */
export function inlineScriptHashes(html: string): string[] {
  const hashes: string[] = [];
  for (const match of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi)) {
    const [, attributes = '', body = ''] = match;
    if (/\ssrc\s*=/i.test(attributes) || body === '') continue;
    hashes.push(sha256(body));
  }
  return hashes;
}

/** CSP hashes of the inline `<style>` elements of an HTML page (a prerendered page's critical CSS). */
export function inlineStyleHashes(html: string): string[] {
  return [...html.matchAll(/<style\b[^>]*>([\s\S]*?)<\/style\s*>/gi)]
    .map(([, body = '']) => body)
    .filter((body) => body !== '')
    .map(sha256);
}

async function* htmlFiles(dir: string, prefix = ''): AsyncGenerator<string> {
  for (const entry of await readdir(path.join(dir, prefix), { withFileTypes: true })) {
    const relative = prefix ? `${prefix}/${entry.name}` : entry.name;
    if (entry.isDirectory()) yield* htmlFiles(dir, relative);
    else if (entry.name.endsWith('.html')) yield relative;
  }
}

const COMMENT = [
  'Headers of this build, written by the build (tools/vite/deployment-headers.ts); the same rules are in',
  'headers.json. Every matching rule applies, in order: a later rule replaces the header it detaches ("! Name",',
  'Cloudflare Pages; Netlify ignores that line and lets the later rule win). Each prerendered page has its own',
  'Content-Security-Policy: the hashes of its inline loader script and critical CSS. See the README, "Security headers".',
];

/** Reads every HTML file of `outDir` and writes `_headers` and `headers.json` beside them. */
export async function writeDeploymentHeaders(
  outDir: string,
  sources: PolicySources = {},
): Promise<HeadersFile> {
  const pages: PageHashes[] = [];
  for await (const file of htmlFiles(outDir)) {
    const html = await readFile(path.join(outDir, file), 'utf8');
    pages.push({ file, scriptHashes: inlineScriptHashes(html), styleHashes: inlineStyleHashes(html) });
  }
  if (!pages.some((page) => page.file === 'index.html'))
    throw new Error(`deployment headers: no index.html in ${outDir}`);
  const data: HeadersFile = { version: 1, rules: deploymentHeaderRules(pages, sources) };
  await writeFile(path.join(outDir, HEADERS_FILE), renderHeadersFile(data.rules, COMMENT));
  await writeFile(path.join(outDir, HEADERS_JSON), `${JSON.stringify(data, null, 2)}\n`);
  return data;
}

/**
 * The Vite plugin: after every other plugin has written its files (the prerendered pages included), before the
 * precompress plugin (closeBundle) runs.
 */
export function deploymentHeaders(sources: PolicySources = {}): Plugin {
  let config: ResolvedConfig;
  return {
    name: 'wallet-deployment-headers',
    apply: 'build',
    configResolved(resolved) {
      config = resolved;
    },
    writeBundle: {
      order: 'post',
      sequential: true,
      async handler() {
        await writeDeploymentHeaders(path.resolve(config.root, config.build.outDir), sources);
      },
    },
  };
}
