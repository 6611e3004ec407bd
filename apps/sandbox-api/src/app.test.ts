import { describe, expect, it } from 'vitest';
import { build, type Rollup } from 'vite';

describe('the sandbox core', () => {
  it('bundles for the browser without any Node built-in (MSW in Storybook can run it)', async () => {
    const externalized: string[] = [];
    const result = await build({
      configFile: false,
      logLevel: 'silent',
      resolve: { conditions: ['@wallet/source', 'browser', 'module', 'import', 'default'] },
      build: {
        write: false,
        minify: false,
        lib: { entry: new URL('./app.ts', import.meta.url).pathname, formats: ['es'], fileName: 'app' },
        rollupOptions: {
          onwarn: (warning) => void externalized.push(warning.message),
          external: (id) => {
            const node =
              id.startsWith('node:') ||
              ['fs', 'path', 'http', 'net', 'crypto', 'buffer', 'stream', 'os'].includes(id);
            if (node) externalized.push(`node built-in ${id}`);
            return node;
          },
        },
      },
    });
    const outputs = (Array.isArray(result) ? result : [result]) as Rollup.RollupOutput[];
    const code = outputs
      .flatMap((o) => o.output)
      .map((chunk) => ('code' in chunk ? chunk.code : ''))
      .join('\n');
    expect(externalized.filter((m) => /node:|externali[sz]ed|built-?in/i.test(m))).toEqual([]);
    expect(code).toContain('/api/lookup/active');
    expect(code).not.toMatch(/from ['"]node:/);
    expect(code).not.toContain('socket.io');
  }, 60_000);
});
