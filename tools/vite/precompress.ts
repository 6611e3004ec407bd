// Writes .br and .gz next to every text asset of a production build, so the server sends them as they are
// (no compression work per request; brotli at its best quality).
import { existsSync } from 'node:fs';
import { readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { Plugin, ResolvedConfig } from 'vite';

const brotli = promisify(brotliCompress);
const gz = promisify(gzip);
const TEXT = /\.(?:js|mjs|css|html|svg|json|txt)$/;

async function* files(dir: string): AsyncGenerator<string> {
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) yield* files(full);
    else yield full;
  }
}

export function precompress(minBytes = 512): Plugin {
  let config: ResolvedConfig;
  return {
    name: 'wallet-precompress',
    apply: 'build',
    configResolved(resolved) {
      config = resolved;
    },
    async closeBundle() {
      const outDir = path.resolve(config.root, config.build.outDir);
      // A build that failed before writing (a bad app config) has nothing to compress: its own error is the one shown.
      if (!existsSync(outDir)) return;
      for await (const file of files(outDir)) {
        if (!TEXT.test(file)) continue;
        const source = await readFile(file);
        if (source.byteLength < minBytes) continue;
        const [br, gzipped] = await Promise.all([
          brotli(source, {
            params: {
              [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
              [constants.BROTLI_PARAM_SIZE_HINT]: source.byteLength,
            },
          }),
          gz(source, { level: 9 }),
        ]);
        await Promise.all([writeFile(`${file}.br`, br), writeFile(`${file}.gz`, gzipped)]);
      }
    },
  };
}
