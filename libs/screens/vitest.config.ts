import { defineConfig, mergeConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';
import { lingui } from '@lingui/vite-plugin';
import { vitestBase } from '../../tools/presets/vitest.ts';

export default mergeConfig(
  vitestBase('screens'),
  defineConfig({
    plugins: [
      react({ babel: { plugins: ['@lingui/babel-plugin-lingui-macro'] } }),
      lingui({ cwd: import.meta.dirname }),
    ],
    test: {
      environment: 'jsdom',
      include: ['src/**/*.test.{ts,tsx}'],
      setupFiles: ['../../tools/presets/jsdom-dialog.ts', './src/test-setup.ts'],
      // Whole-app tests load lazy routes; a finder may wait 5 s on a busy 2-core machine, so a test gets more.
      testTimeout: 20_000,
      // Files share a worker's jsdom and module graph (the screens, React, the router load once per worker instead
      // of once per file: 273 s -> 91 s). test-setup.ts clears the DOM, storage and cookies after every test, and
      // every renderApp() builds its own query client, router and request handlers.
      isolate: false,
      unstubGlobals: true,
      // React's development note when the build-time renderer (react-dom/static, in the prerender tests) has used the
      // worker's shared contexts before the browser renderer: harmless here, and printed for every later render of the
      // worker (thousands of lines that buried the real output).
      onConsoleLog: (log) =>
        !log.includes('Detected multiple renderers concurrently rendering the same context provider'),
    },
  }),
);
