import { copyFile } from 'node:fs/promises';
import { defineConfig } from 'tsup';
import { libraryBuild } from '../../tools/presets/tsup.ts';

export default defineConfig(
  libraryBuild({
    entry: { index: 'src/index.ts', react: 'src/react/index.ts', testing: 'src/testing/index.ts' },
    external: ['react', 'react-dom', 'react/jsx-runtime', 'socket.io-client', '@wallet/domain'],
    // Plain CSS is shipped as written: `import '@wallet/chat-sdk/styles.css'`.
    onSuccess: async () => {
      await copyFile('src/styles.css', 'dist/styles.css');
    },
  }),
);
