import { defineConfig } from 'tsup';

// Two builds: the JS entry (ESM + CJS + types) and the stylesheets: components, and one per script (Thai, Lao) with
// its font subsets copied next to it.
export default defineConfig([
  {
    entry: { index: 'src/index.ts' },
    format: ['esm', 'cjs'],
    dts: true,
    sourcemap: true,
    clean: true,
    target: 'es2022',
    treeshake: true,
    external: ['react', 'react-dom', 'dompurify', '@wallet/domain'],
  },
  {
    entry: {
      styles: 'src/styles.css',
      'fonts-thai': 'src/theme/fonts-thai.css',
      'fonts-lao': 'src/theme/fonts-lao.css',
    },
    outDir: 'dist',
    clean: false,
    minify: true,
    noExternal: [/^@fontsource\//],
    loader: { '.woff2': 'file', '.woff': 'file' },
  },
]);
