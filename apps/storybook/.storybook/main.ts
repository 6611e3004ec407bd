// Storybook for the whole design system: every lib's stories, the a11y addon and the Vitest addon (wired by hand).
import type { StorybookConfig } from '@storybook/react-vite';
import react from '@vitejs/plugin-react';
import { defaultClientConditions, mergeConfig } from 'vite';

const config: StorybookConfig = {
  // Relative to this folder: apps/storybook/.storybook -> libs/*/src (ui-kit, spin-wheel, chat-sdk).
  stories: ['../../../libs/*/src/**/*.stories.@(ts|tsx)'],
  addons: ['@storybook/addon-a11y', '@storybook/addon-vitest'],
  // Local art for game cards and banners, so stories never reach the network.
  staticDirs: ['../public'],
  framework: { name: '@storybook/react-vite', options: {} },
  core: { disableTelemetry: true, disableWhatsNewNotifications: true },
  typescript: { reactDocgen: 'react-docgen' },
  viteFinal: (viteConfig) =>
    mergeConfig(viteConfig, {
      plugins: [react()],
      // Workspace libs resolve to their TypeScript source, as everywhere in the repo.
      resolve: { conditions: ['@wallet/source', ...defaultClientConditions] },
    }),
};

export default config;
