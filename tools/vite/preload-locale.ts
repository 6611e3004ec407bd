// Adds <link rel="modulepreload"> for the default language's catalogues, so they download with the main bundle
// instead of one round trip after it (the app renders only once its texts are loaded).
import type { Plugin } from 'vite';
// Domain's source file by path: the config loader bundles it (the package would resolve to an unbuilt dist/).
import { toBcp47, type Locale } from '../../libs/domain/src/messages/locale.ts';

export function preloadLocale(locale: Locale): Plugin {
  const bcp = toBcp47(locale);
  const wanted = [`/i18n/locales/${bcp}.po`, `/i18n/domain-catalogs/${bcp}.json`];
  return {
    name: 'wallet-preload-locale',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(_html, ctx) {
        if (!ctx.bundle) return [];
        const base = '/';
        return Object.values(ctx.bundle)
          .filter(
            (chunk) =>
              chunk.type === 'chunk' && chunk.moduleIds.some((id) => wanted.some((w) => id.endsWith(w))),
          )
          .map((chunk) => ({
            tag: 'link',
            attrs: { rel: 'modulepreload', crossorigin: '', href: `${base}${chunk.fileName}` },
            injectTo: 'head' as const,
          }));
      },
    },
  };
}
