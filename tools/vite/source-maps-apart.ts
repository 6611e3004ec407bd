// Source maps are written for an error tracker, never deployed: the build writes them "hidden" (no sourceMappingURL
// comment in the code) and moves them out of dist/ into dist-sourcemaps/, the same relative paths (assets/x.js.map),
// so publishing dist/ as built serves no map. README "Deploying".
import { mkdir, readdir, rename, rm } from 'node:fs/promises';
import path from 'node:path';
import type { Plugin, ResolvedConfig } from 'vite';

/** The folder beside the build's output that receives its maps: `dist` -> `dist-sourcemaps`. */
export function sourceMapsDir(outDir: string): string {
  return `${outDir.replace(/[\\/]+$/, '')}-sourcemaps`;
}

async function* mapFiles(dir: string, prefix = ''): AsyncGenerator<string> {
  for (const entry of await readdir(path.join(dir, prefix), { withFileTypes: true })) {
    const relative = prefix ? path.join(prefix, entry.name) : entry.name;
    if (entry.isDirectory()) yield* mapFiles(dir, relative);
    else if (entry.name.endsWith('.map')) yield relative;
  }
}

export function sourceMapsApart(): Plugin {
  let config: ResolvedConfig;
  return {
    name: 'wallet-source-maps-apart',
    apply: 'build',
    config: () => ({ build: { sourcemap: 'hidden' } }),
    configResolved(resolved) {
      config = resolved;
    },
    writeBundle: {
      order: 'post',
      sequential: true,
      async handler() {
        const outDir = path.resolve(config.root, config.build.outDir);
        const mapsDir = sourceMapsDir(outDir);
        await rm(mapsDir, { recursive: true, force: true });
        for await (const relative of mapFiles(outDir)) {
          await mkdir(path.dirname(path.join(mapsDir, relative)), { recursive: true });
          await rename(path.join(outDir, relative), path.join(mapsDir, relative));
        }
      },
    },
  };
}
