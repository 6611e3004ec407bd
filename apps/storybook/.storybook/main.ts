// Storybook for the whole design system: every lib's stories, the docs, a11y and Vitest addons (wired by hand).
import path from 'node:path';
import type { StorybookConfig } from '@storybook/react-vite';
import react from '@vitejs/plugin-react';
import { lingui } from '@lingui/vite-plugin';
import { getConfig } from '@lingui/conf';
import { defaultClientConditions, mergeConfig } from 'vite';

const screensRoot = path.resolve(import.meta.dirname, '../../../libs/screens');
/** The screens' Lingui config, handed to the macro as the apps' Vite config does. */
const linguiConfig = getConfig({ cwd: screensRoot });

const config: StorybookConfig = {
  // Relative to this folder: apps/storybook/.storybook -> libs/*/src (ui-kit, spin-wheel, chat-sdk, screens).
  stories: ['../../../libs/*/src/**/*.stories.@(ts|tsx)'],
  addons: ['@storybook/addon-docs', '@storybook/addon-a11y', '@storybook/addon-vitest'],
  // Local art for game cards, banners and chat messages, so stories never reach the network, and MSW's service worker
  // (mockServiceWorker.js, copied from msw 2.15.0's lib/: `npx msw init apps/storybook/public` refreshes it). Each
  // app's how-to videos, which the screen stories play (preview.tsx points each build's config at its own folder).
  staticDirs: [
    '../public',
    { from: '../../thai-web/public/howto', to: '/howto/thai' },
    { from: '../../laos-web/public/howto', to: '/howto/laos' },
  ],
  framework: { name: '@storybook/react-vite', options: {} },
  core: { disableTelemetry: true, disableWhatsNewNotifications: true },
  typescript: { reactDocgen: 'react-docgen' },
  viteFinal: (viteConfig) =>
    mergeConfig(viteConfig, {
      // The screens' Lingui macro and their .po catalogues, compiled as the apps do.
      plugins: [
        react({ babel: { plugins: [['@lingui/babel-plugin-lingui-macro', { linguiConfig }]] } }),
        lingui({ cwd: screensRoot }),
      ],
      // Workspace libs resolve to their TypeScript source, as everywhere in the repo.
      resolve: { conditions: ['@wallet/source', ...defaultClientConditions] },
    }),
};

export default config;
