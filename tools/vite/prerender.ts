// Writes dist/<route>/index.html for the pages that paint before JavaScript (libs/screens/src/app/prerender.tsx):
// the page rendered by React at build time in the build's default language, the app's CSS and the route's own CSS
// inlined (no render-blocking stylesheet), the default language's regular and bold fonts preloaded, the scripts (the
// route's chunks included) requested after the first paint. The browser hydrates it. Runs in writeBundle, so the
// precompress plugin (closeBundle) compresses the pages too.
import { readFile, mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import {
  createServer,
  defaultServerConditions,
  minifySync,
  type Plugin,
  type ResolvedConfig,
  type Rollup,
  type ViteDevServer,
} from 'vite';
import react from '@vitejs/plugin-react';
import { lingui } from '@lingui/vite-plugin';
import { languageCatalogs } from './default-language-texts.ts';
import { giftLinkKeyOf } from './gift-link-key.ts';
// The marks the bundle budget and the bench skip: the scripts after them are not the page's initial JavaScript.
import { OTHER_LANGUAGES_MARK, SUBMIT_LANDING_MARK } from './initial-scripts.ts';
// Domain's source files by path: the config loader bundles them (the package would resolve to an unbuilt dist/).
import { LOCALES, toBcp47, type Locale } from '../../libs/domain/src/messages/locale.ts';
import { STORAGE_KEYS } from '../../libs/domain/src/constants/storage.ts';

interface Route {
  path: string;
  session: 'guest' | 'player';
  modules: string[];
  /** The prerendered page a form submitted here leads to: its scripts are asked for once the player submits. */
  submitLandsOn?: string;
}

interface PrerenderModule {
  PRERENDER_ROUTES: readonly Route[];
  /** Feature folders whose texts are a catalogue of their own (locales/<feature>/), loaded with their route. */
  FEATURES_WITH_TEXTS: readonly string[];
  PENDING_SUBMIT_SCRIPT: string;
  /** The page global (a promise) the early paint settles once its high-priority image is on screen, or will not be. */
  EARLY_IMAGE_GLOBAL: string;
  /** Throws the config's every problem (the app does not validate it again in the browser). */
  parseAppConfig(config: unknown): unknown;
  prerenderPage(
    config: unknown,
    route: Route,
  ): Promise<{ html: string; rootCss: string; prefetchScript: string }>;
}

/**
 * The stylesheet of each default language's script faces (inlined: the first paint uses the right font); null where
 * the system's face serves (English). A `Record<Locale>`: a language added to LOCALES without its font does not compile.
 */
export const FONT_CSS: Readonly<Record<Locale, string | null>> = {
  th: '/fonts-thai.css',
  la: '/fonts-lao.css',
  en: null,
};
/**
 * The faces of each default language's script the first paint uses, preloaded: the regular one and the bold one
 * (headings, buttons, the password toggle). Loaded only when bold text showed, the bold face arrived after the first
 * paint, and the Lao toggle, 35 px narrower in it than in the fallback font, moved (CLS 0.003 on /login).
 */
export const PAGE_FONTS: Readonly<Record<Locale, RegExp | null>> = {
  th: /noto-sans-thai-thai-(?:400|700)-normal-[^/]*\.woff2$/,
  la: /noto-sans-lao-lao-(?:400|700)-normal-[^/]*\.woff2$/,
  en: null,
};

export interface PrerenderOptions {
  /** libs/screens: the prerender module and the Lingui config live there. */
  screensRoot: string;
  /** The macro plugin list the app build uses (Lingui macro). */
  babelPlugins: unknown[];
  defaultLocale: string;
}

/** Static imports of a chunk, itself included, depth first. */
function withImports(bundle: Rollup.OutputBundle, chunk: Rollup.OutputChunk, seen = new Set<string>()) {
  if (seen.has(chunk.fileName)) return [];
  seen.add(chunk.fileName);
  const out: Rollup.OutputChunk[] = [chunk];
  for (const name of chunk.imports) {
    const imported = bundle[name];
    if (imported?.type === 'chunk') out.push(...withImports(bundle, imported, seen));
  }
  return out;
}

/**
 * Modulepreload links added per task. Starting a link's request costs the main thread several ms on a 4x slowed CPU;
 * a player page preloads ~22 chunks, which in one task was a 170-230 ms long task right after the first paint
 * (Chromium trace, 4x CPU). The entry goes first: the chunks' requests still start long before it has arrived.
 */
const PRELOADS_PER_TASK = 2;

/**
 * Longest wait, after the first paint, for the early paint's high-priority image to reach the screen. At slow 4G and
 * 4x CPU (Playwright, 5 runs each) the banner painted at 2.2-3.4 s instead of 3.5-4.1 s (median 2.35 s against 3.96 s)
 * and the app hydrated at 4.45-4.64 s instead of 4.18-4.30 s: the wait costs the app about this long on a slow
 * network, where the banner takes longer than it, and nothing where the banner is quicker.
 */
const EARLY_IMAGE_WAIT_MS = 300;

/**
 * The page paints from its HTML: its scripts (the entry and its modulepreloads) are requested once its first
 * contentful paint is on screen (the browser's `paint` timing entry), so on a slow network they do not share the
 * bandwidth, nor on a slow phone the main thread, with what the player sees first. The next animation frame is not
 * that moment: a frame can reach the screen a second later, after the scripts have run (measured in 1 Lighthouse
 * run of 9 here, FCP 0.2 s -> 1.2 s). An inline script (allowed by its hash under the CSP) adds them; a hidden tab
 * (it paints nothing) gets them at once, a browser without paint timing after the next frame, and 3 s is the
 * longest any page waits.
 * Until the app has started, a form submitted from the painted HTML would be the browser's own GET of the page with
 * the fields in the URL (the password in the history and server logs): `submitScript` (the screens' own, which knows
 * what the app reads) cancels every submit that reaches the window, marks a replayable form's button busy and
 * remembers it, so the app submits it once it has started. The app's forms all cancel their native submit
 * themselves, so this changes nothing after.
 * The page's first API reads and early paints (`prefetchScript`, from the screens' prerender) start here too, at once.
 * On a page whose submit leads to another prerendered page (/login: home, `submitLanding`), a submit asks for that
 * page's scripts too, after the page's own: a login tapped before the app has started then finds home's code there
 * when the login answers (bench, slow 4G and 4x CPU, 3 runs each: home painted at 4.4-4.5 s instead of 5.2-5.3 s).
 * A page whose largest paint is an early-painted image (the bonus card's banner) asks for the scripts once that image
 * is on screen (`imageGlobal`), at most EARLY_IMAGE_WAIT_MS after the first paint. Before, when the first paint came
 * before the cards' read answered, the banner was asked for after ~20 script requests and waited for one of the
 * origin's six HTTP/1.1 connections; and Lighthouse, which simulates slow 4G from an unthrottled load, counts every
 * script that finished before the banner painted in its LCP: 2.1-2.5 s in 3 to 6 runs of 10 here, 1.2 s in the
 * others (after: 1.20-1.27 s in 20 of 20).
 * A player who reads the app in another language than the build's (stored in localStorage) gets that language's texts
 * asked for with the app's scripts (`otherLanguages`: every page's and the page's own, by language): the app would
 * otherwise ask for them once it has started, the page's own only after the language's map of its parts.
 * That part is minified: it is in the HTML, on the way to the first paint, and the early-paint interpreter is written
 * readable, with long names. (Not the rest: the bundle budget and the bench read the quoted script paths.)
 */
export function loadScriptsAfterFirstPaint(
  html: string,
  prefetchScript: string,
  submitScript: string,
  imageGlobal: string,
  submitLanding: readonly string[] = [],
  otherLanguages: Readonly<Record<string, readonly string[]>> = {},
): string {
  const entries = [...html.matchAll(/\s*<script type="module"[^>]*\ssrc="([^"]+)"[^>]*><\/script>/g)];
  const preloads = [...html.matchAll(/\s*<link rel="modulepreload"[^>]*\shref="([^"]+)"[^>]*>/g)];
  const entry = entries[0]?.[1];
  if (entries.length !== 1 || !entry)
    throw new Error('prerender: index.html needs exactly one module script');
  let out = html;
  for (const [tag] of [...entries, ...preloads]) out = out.replace(tag, '');
  const reads = minifySync('prefetch.js', prefetchScript, { compress: true, mangle: true });
  if (reads.errors.length > 0)
    throw new Error(`prerender: the page's prefetch script does not parse: ${String(reads.errors[0])}`);
  const modules = JSON.stringify([...new Set(preloads.map((m) => m[1]))]);
  // After the page's own scripts have been asked for (the app comes first), the scripts of the page a submit leads to,
  // once the player has submitted: `want` is the submit, `sent` that its scripts were asked for. At the same priority as
  // the app's: at low priority (tried) the app's own later requests (its idle-time parts) went first, and the last of
  // these arrived a second later; as they are, the login's request waits behind the last few of them instead.
  const landing = submitLanding.length
    ? `var L=${SUBMIT_LANDING_MARK}${JSON.stringify(submitLanding)},want=0,sent=0,ready=0;` +
      `function land(){if(!want||!ready||sent)return;sent=1;preload(L)}` +
      `addEventListener('submit',function(){want=1;land()},true);`
    : '';
  const afterPreloads = submitLanding.length ? 'ready=1;land()' : '';
  // The stored language's texts, after the page's own scripts (localStorage only: the cookie is the server's copy).
  const language = Object.keys(otherLanguages).length
    ? `var G=${OTHER_LANGUAGES_MARK}${JSON.stringify(otherLanguages)};` +
      `function language(){var l;try{l=localStorage.getItem(${JSON.stringify(STORAGE_KEYS.locale)})}catch(e){}` +
      `if(l&&Object.prototype.hasOwnProperty.call(G,l))preload(G[l])}`
    : 'function language(){}';
  const loader =
    `(function(){${submitScript}${reads.code.trim()};${landing}${language}` +
    `function preload(m,then){var d=document,i=0;(function next(){m.slice(i,i+=${PRELOADS_PER_TASK}).forEach(function(u){` +
    `var l=d.createElement('link');l.rel='modulepreload';l.crossOrigin='';l.href=u;d.head.appendChild(l)});` +
    `if(i<m.length)setTimeout(next,0);else if(then)then()})()}` +
    `var done=0;function load(){if(done)return;done=1;var d=document;` +
    `var s=d.createElement('script');s.type='module';s.crossOrigin='';` +
    `s.src=${JSON.stringify(entry)};d.head.appendChild(s);` +
    `preload(${modules},function(){${afterPreloads};language()})}` +
    `var P=window.PerformanceObserver;` +
    `function painted(){var w=window[${JSON.stringify(imageGlobal)}];` +
    `if(w&&w.then){w.then(load,load);setTimeout(load,${EARLY_IMAGE_WAIT_MS})}else load()}` +
    `if(document.visibilityState==='hidden')load();` +
    `else if(P&&P.supportedEntryTypes&&P.supportedEntryTypes.indexOf('paint')>=0){` +
    `new P(function(list,o){if(list.getEntriesByName('first-contentful-paint').length){o.disconnect();painted()}})` +
    `.observe({type:'paint',buffered:true});setTimeout(load,3000)}` +
    `else{requestAnimationFrame(function(){setTimeout(painted,0)});setTimeout(load,500)}})()`;
  return out.replace('</body>', () => `  <script>${loader}</script>\n  </body>`);
}

export function prerenderPages({ screensRoot, babelPlugins, defaultLocale }: PrerenderOptions): Plugin {
  let config: ResolvedConfig;
  let loaded: { server: ViteDevServer; screens: PrerenderModule; appConfig: object } | undefined;
  const close = async () => {
    await loaded?.server.close();
    loaded = undefined;
  };
  return {
    name: 'wallet-prerender',
    apply: 'build',
    configResolved(resolved) {
      config = resolved;
    },
    // The app's config is checked before the build writes anything: a bad value fails the build with every
    // problem named (the browser trusts the config it was built with and ships no validator).
    async buildStart() {
      await close();
      const conditions = ['@wallet/source', ...defaultServerConditions];
      const server = await createServer({
        configFile: false,
        root: config.root,
        logLevel: 'error',
        appType: 'custom',
        server: { middlewareMode: true, hmr: false, ws: false },
        plugins: [react({ babel: { plugins: babelPlugins as never } }), lingui({ cwd: screensRoot })],
        resolve: { conditions },
        ssr: { noExternal: [/^@wallet\//], resolve: { conditions, externalConditions: conditions } },
        // Only SSR modules are loaded here. Left on, the browser's dependency scan crawls index.html without the
        // app's config and prints a red "Failed to run dependency scan" (with a stack) into a build that succeeds.
        optimizeDeps: { noDiscovery: true, include: [] },
      });
      try {
        const screens = (await server.ssrLoadModule(
          path.join(screensRoot, 'src/app/prerender.tsx'),
        )) as PrerenderModule;
        const { appConfig: buildConfig } = (await server.ssrLoadModule(
          path.join(config.root, 'src/app.config.ts'),
        )) as { appConfig: object };
        // The config main.tsx hands to the app, with the key this build compiles in (checked here) for its loader.
        const appConfig = { ...buildConfig, giftLinkPublicKey: giftLinkKeyOf(config) };
        screens.parseAppConfig(appConfig);
        loaded = { server, screens, appConfig };
      } catch (error) {
        await server.close();
        throw error;
      }
    },
    async buildEnd(error) {
      if (error) await close();
    },
    async writeBundle(_options, bundle) {
      if (!loaded) throw new Error('prerender: the build did not start');
      const { server, screens, appConfig } = loaded;
      const outDir = path.resolve(config.root, config.build.outDir);
      const template = await readFile(path.join(outDir, 'index.html'), 'utf8');
      try {
        const chunks = Object.values(bundle).filter((c): c is Rollup.OutputChunk => c.type === 'chunk');
        const entry = chunks.find((c) => c.isEntry);
        if (!entry) throw new Error('prerender: the build has no entry chunk');
        const fonts = Object.keys(bundle)
          .filter((name) => PAGE_FONTS[defaultLocale as Locale]?.test(name))
          .sort();
        // A stylesheet imported dynamically is an asset of its own (no chunk): found by its source name.
        const fontCssName = FONT_CSS[defaultLocale as Locale];
        const fontCss = Object.values(bundle)
          .filter(
            (a) =>
              a.type === 'asset' && fontCssName && a.originalFileNames.some((n) => n.endsWith(fontCssName)),
          )
          .map((a) => a.fileName);
        if (fontCssName && fontCss.length === 0)
          throw new Error(`prerender: no stylesheet from ${fontCssName}`);
        const cssOf = async (names: Iterable<string>) =>
          (await Promise.all([...names].map((name) => readFile(path.join(outDir, name), 'utf8')))).join('\n');

        // The one chunk that holds a module (by the end of its path).
        const chunkHolding = (moduleEnd: string) => {
          const found = chunks.filter((c) => c.moduleIds.some((id) => id.endsWith(moduleEnd)));
          if (found.length !== 1) throw new Error(`prerender: no single chunk of ${moduleEnd}`);
          return found;
        };
        // A feature's texts in a language, the default one unless said (its route loads them with its page, text-parts.ts).
        const featureTexts = (module: string, locale = defaultLocale as Locale) => {
          const feature = /^features\/([^/]+)\//.exec(module)?.[1];
          if (!feature || !screens.FEATURES_WITH_TEXTS.includes(feature)) return [];
          return chunkHolding(`/i18n/locales/${feature}/${toBcp47(locale)}.po`);
        };

        // The scripts of a route's chunks (their static imports and the feature's texts included) beyond `seen`, in
        // the order they are asked for: over HTTP/1.1 (six connections, each request a round trip) the page's fonts
        // and first reads hold most of them, so the last few scripts wait for a connection and arrive a round trip
        // after the entry. The feature's texts come first: the app hydrates nothing before its texts are here, while
        // a part of the page still loading waits under its own Suspense boundary. Then the largest first. (Slow 4G and
        // 4x CPU, /user/spin, 8 runs each, alternating: its texts arrived at 1.84-1.88 s instead of 2.49-2.53 s, and
        // Spin answered at 2.75-2.87 s, median 2.80, instead of 2.83-2.90 s, median 2.87, with them last, where
        // largest first had put them; the bonus texts, last, once arrived 0.4 s after the entry.)
        const routeScripts = (route: Route, seen: Set<string>) => {
          const routeChunks = route.modules.map((module) => {
            const file = path.join(screensRoot, 'src', module);
            // A module of a named group (the player shell) is in that group's chunk, which has no facade module.
            const chunk =
              chunks.find((c) => c.facadeModuleId === file) ?? chunks.find((c) => c.moduleIds.includes(file));
            if (!chunk) throw new Error(`prerender ${route.path}: no chunk for ${module}`);
            return chunk;
          });
          const texts = route.modules
            .flatMap((module) => featureTexts(module))
            .flatMap((chunk) => withImports(bundle, chunk, seen));
          const parts = routeChunks
            .flatMap((chunk) => withImports(bundle, chunk, seen))
            .sort((a, b) => b.code.length - a.code.length);
          return [...texts, ...parts];
        };
        // Each other language's texts a route shows at once: every page's (with the map of its parts) and its features'.
        const otherLanguages = (route: Route, loaded: Set<string>) =>
          Object.fromEntries(
            LOCALES.filter((locale) => locale !== defaultLocale).map((locale) => {
              const chunksOf = [
                ...chunkHolding(languageCatalogs(locale)),
                ...route.modules.flatMap((module) => featureTexts(module, locale)),
              ];
              const here = new Set(loaded);
              const files = chunksOf.flatMap((chunk) => withImports(bundle, chunk, here));
              return [locale, files.map((c) => `/${c.fileName}`)];
            }),
          );
        // What the page a route's submit leads to adds to what the route's page has already loaded.
        const landingScripts = (route: Route, loaded: Set<string>) => {
          if (!route.submitLandsOn) return [];
          const target = screens.PRERENDER_ROUTES.find((r) => r.path === route.submitLandsOn);
          if (!target)
            throw new Error(`prerender ${route.path}: it lands on ${route.submitLandsOn}, not prerendered`);
          return routeScripts(target, new Set(loaded)).map((c) => `/${c.fileName}`);
        };

        for (const route of screens.PRERENDER_ROUTES) {
          // (`seen` grows: the entry's, then the route's own.)
          const seen = new Set(withImports(bundle, entry).map((c) => c.fileName));
          const extra = routeScripts(route, seen);
          const entryCss = new Set(
            withImports(bundle, entry).flatMap((c) => [...(c.viteMetadata?.importedCss ?? [])]),
          );
          const routeCss = new Set(extra.flatMap((c) => [...(c.viteMetadata?.importedCss ?? [])]));
          for (const name of fontCss) entryCss.add(name);
          for (const name of entryCss) routeCss.delete(name);

          const page = await screens.prerenderPage(appConfig, route).catch((error: unknown) => {
            server.ssrFixStacktrace(error as Error);
            throw new Error(`prerender ${route.path}: ${(error as Error).stack ?? String(error)}`);
          });
          let html = template;
          // The app's stylesheet becomes inline CSS: the first paint waits for no request.
          html = html.replace(/\s*<link rel="stylesheet"[^>]*href="\/([^"]+\.css)"[^>]*>/g, '');
          const head = [
            ...fonts.map(
              (font) => `<link rel="preload" as="font" type="font/woff2" crossorigin href="/${font}">`,
            ),
            ...extra.map((c) => `<link rel="modulepreload" crossorigin href="/${c.fileName}">`),
            // Each inlined stylesheet named by a disabled link, which is never fetched: the loader of a lazy chunk
            // (Vite's preload helper) skips a stylesheet whose link is in the page. Without it, the app's start asked
            // again for every stylesheet inlined below, and each one's arrival restyled the whole page.
            ...[...entryCss, ...routeCss].map((name) => `<link rel="stylesheet" href="/${name}" disabled>`),
            // The build's colours follow the kit's defaults (a :root rule of the same weight wins by order).
            `<style>${await cssOf(entryCss)}\n${await cssOf(routeCss)}\n${page.rootCss}</style>`,
          ];
          html = html.replace('</head>', () => `    ${head.join('\n    ')}\n  </head>`);
          const root = `<div id="root" data-prerendered="${route.path}" data-prerendered-for="${route.session}">`;
          if (!html.includes('<div id="root"></div>'))
            throw new Error('prerender: index.html has no empty #root');
          html = html.replace('<div id="root"></div>', () => `${root}${page.html}</div>`);
          html = loadScriptsAfterFirstPaint(
            html,
            page.prefetchScript,
            screens.PENDING_SUBMIT_SCRIPT,
            screens.EARLY_IMAGE_GLOBAL,
            landingScripts(route, seen),
            otherLanguages(route, seen),
          );
          const file = path.join(outDir, route.path, 'index.html');
          await mkdir(path.dirname(file), { recursive: true });
          await writeFile(file, html);
        }
      } finally {
        await close();
      }
    },
  };
}
