import path from 'node:path';
import { defineConfig, type Options } from 'tsup';
import { libraryBuild } from '../../tools/presets/tsup.ts';

type Plugin = NonNullable<Options['esbuildPlugins']>[number];

// Two builds: the JS entries (ESM + CJS + types) and the stylesheets: components, and one per script (Thai, Lao) with
// its font subsets copied next to it.

/**
 * DOMPurify stays out of apps that do not render server HTML. The sanitizer (the only module importing DOMPurify) is
 * its own entry, `dist/sanitized-html.{js,cjs}` (`@wallet/ui-kit/sanitized-html`), and every other module, index
 * included, imports it from that file instead of bundling it. `sideEffects` in package.json lists only CSS, so an
 * app's bundler drops index's `export ... from './sanitized-html.js'`, and DOMPurify with it, unless the app uses
 * SanitizedHtml or sanitizeHtml. Bundled into index.js (the old build), the `import 'dompurify'` statement sat beside
 * Button, and DOMPurify, which declares no `sideEffects` of its own, was always kept (11 KB gzip of a 13 KB Button).
 */
const sanitizerDir = path.resolve(import.meta.dirname, 'src/sanitized-html');
const sanitizerAsSibling: Plugin = {
  name: 'sanitizer-as-sibling',
  setup(build) {
    // `.js` or `.cjs`: the sibling file of the format being built.
    const extension = build.initialOptions.outExtension?.['.js'] ?? '.js';
    build.onResolve({ filter: /\/sanitized-html(\/|$)/ }, (args) => {
      if (args.kind === 'entry-point' || args.importer.startsWith(sanitizerDir + path.sep)) return undefined;
      return { path: `./sanitized-html${extension}`, external: true };
    });
  },
};

export default defineConfig([
  libraryBuild({
    entry: { index: 'src/index.ts', 'sanitized-html': 'src/sanitized-html/index.ts' },
    esbuildPlugins: [sanitizerAsSibling],
    external: ['react', 'react-dom', 'dompurify', '@wallet/domain'],
  }),
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
