// Shared tsup settings of the published libs: ESM + CJS with types, for ES2022. Each lib's tsup.config.ts adds its
// entries, externals and extras. No source maps: the output is unminified and readable as it is, and maps (with the
// sources inside them) were most of each tarball; the tarballs carry dist, README and CHANGELOG only.
import type { Options } from 'tsup';

/** The libs' common build options, overridden or extended by `options`. */
export function libraryBuild(options: Options): Options {
  return {
    format: ['esm', 'cjs'],
    dts: true,
    sourcemap: false,
    clean: true,
    target: 'es2022',
    treeshake: true,
    ...options,
  };
}
