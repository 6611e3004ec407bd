// Size budget of the published core entry (issue 6): under 6 KB brotli,
// measured the way an app pays for it: minified, with the @wallet/domain rules it uses bundled in, React excluded.
export default [
  {
    name: 'core entry (@wallet/spin-wheel)',
    path: 'dist/index.js',
    import: '*',
    limit: '6 KB',
    brotli: true,
    modifyEsbuildConfig: (config) => ({
      ...config,
      conditions: ['@wallet/source', ...(config.conditions ?? [])],
    }),
  },
  {
    name: 'react entry (@wallet/spin-wheel/react), react excluded',
    path: 'dist/react.js',
    import: '*',
    limit: '7 KB',
    brotli: true,
    ignore: ['react', 'react-dom'],
    modifyEsbuildConfig: (config) => ({
      ...config,
      conditions: ['@wallet/source', ...(config.conditions ?? [])],
    }),
  },
];
