// Types of the Lingui .po catalogues imported by i18n.ts (compiled by @lingui/vite-plugin at build).
// Apps that type-check the screens' source include this file in their tsconfig.
declare module '*.po' {
  import type { Messages } from '@lingui/core';
  export const messages: Messages;
}
