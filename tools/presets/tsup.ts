// Shared tsup settings of the published libs: ESM + CJS with types and source maps, for ES2022. Each lib's
// tsup.config.ts adds its entries, externals and extras.
import type { Options } from 'tsup';

/** The libs' common build options, overridden or extended by `options`. */
export function libraryBuild(options: Options): Options {
  return {
    format: ['esm', 'cjs'],
    dts: true,
    sourcemap: true,
    clean: true,
    target: 'es2022',
    treeshake: true,
    ...options,
  };
}
