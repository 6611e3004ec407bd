// Size budgets of the published package (brotli), checked by `npm run size` after the build.
const external = ['react', 'react-dom', 'react/jsx-runtime', 'dompurify', '@wallet/domain'];

/** Lets esbuild follow the stylesheet's font URLs; `file` counts the fonts, `empty` only the CSS. */
const withFonts = (loader) => (config) => ({
  ...config,
  loader: { ...config.loader, '.woff2': loader, '.woff': loader },
});

export default [
  {
    name: 'whole kit JS (ESM, without react, dompurify, domain)',
    path: 'dist/index.js',
    import: '*',
    ignore: external,
    limit: '14 kB',
  },
  {
    // DOMPurify counted: an app that renders no server HTML must not pay for it (the sanitizer is its own file).
    name: 'Button alone, dompurify counted (tree-shaking works)',
    path: 'dist/index.js',
    import: '{ Button }',
    ignore: external.filter((name) => name !== 'dompurify'),
    limit: '1.5 kB',
  },
  {
    name: 'SanitizedHtml (@wallet/ui-kit/sanitized-html) with dompurify',
    path: 'dist/sanitized-html.js',
    import: '{ SanitizedHtml }',
    ignore: external.filter((name) => name !== 'dompurify'),
    limit: '12 kB',
  },
  { name: 'styles.css', path: 'dist/styles.css', modifyEsbuildConfig: withFonts('empty'), limit: '6 kB' },
  {
    name: 'styles.css with Thai and Lao font subsets',
    path: 'dist/styles.css',
    modifyEsbuildConfig: withFonts('file'),
    limit: '45 kB',
  },
];
