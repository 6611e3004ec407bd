import { copyFile } from 'node:fs/promises';
import { defineConfig } from 'tsup';

export default defineConfig({
  entry: { index: 'src/index.ts', react: 'src/react/index.ts', testing: 'src/testing/index.ts' },
  format: ['esm', 'cjs'],
  dts: true,
  sourcemap: true,
  clean: true,
  target: 'es2022',
  treeshake: true,
  external: ['react', 'react-dom', 'react/jsx-runtime', 'socket.io-client', '@wallet/domain'],
  // Plain CSS is shipped as written: `import '@wallet/chat-sdk/styles.css'`.
  onSuccess: async () => {
    await copyFile('src/styles.css', 'dist/styles.css');
  },
});
