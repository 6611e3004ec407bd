// Global story setup: kit stylesheet, th/la/en, theme and build toolbars, a 360 x 640 phone viewport, axe errors failing
// tests, docs pages, and the check that a story touched no network and logged no error. Screen stories (with
// `parameters.sandbox`) get the sandbox in the browser and the chosen build's config. Everything here applies to the
// Storybook UI and to the story tests alike (the Vitest addon composes every story with this file).
import type { Decorator, Loader, Preview } from '@storybook/react-vite';
import { useLayoutEffect, useMemo, type ReactNode } from 'react';
import { KitTextsProvider, ToastProvider, type KitTexts } from '@wallet/ui-kit';
import { LANGUAGE_NAMES, LOCALES, toBcp47, type Locale } from '@wallet/domain';
import { SHIPPED_HOWTO_VIDEOS, type AppConfig, type HowtoVideoKey } from '@wallet/screens';
import { StoryBuildContext, type SandboxStoryParameters } from '@wallet/screens/testing';
import '@wallet/ui-kit/styles.css';
import '@wallet/ui-kit/fonts-thai.css';
import '@wallet/ui-kit/fonts-lao.css';
import './preview.css';
import { laoKitTexts, thaiKitTexts } from './kit-texts';
import { appConfig as thaiConfig, type AppBuildConfig } from '../../thai-web/src/app.config';
import { appConfig as laosConfig } from '../../laos-web/src/app.config';
import { GIFT_LINK_DEMO_PUBLIC_KEY } from '@wallet/sandbox-api/app';
import { prepareSandbox } from './sandbox';
import { viewportOptions } from './phone-viewport';
import { checkStory, watchStory } from './story-guard';

const textsByLocale: Record<Locale, Partial<KitTexts>> = { th: thaiKitTexts, la: laoKitTexts, en: {} };

/** Sets the document language and theme, and gives stories the kit texts and a toast provider. */
function StoryFrame({ locale, theme, children }: { locale: Locale; theme: string; children: ReactNode }) {
  useLayoutEffect(() => {
    document.documentElement.lang = toBcp47(locale);
    document.documentElement.setAttribute('data-wk-theme', theme);
  }, [locale, theme]);
  return (
    <KitTextsProvider texts={textsByLocale[locale]}>
      <ToastProvider>
        <div className="sb-phone" data-wk-theme={theme}>
          {children}
        </div>
      </ToastProvider>
    </KitTextsProvider>
  );
}

/**
 * A build's config as a story runs it, with no server but the sandbox in the page: no realtime chat (the sandbox's
 * socket.io server does not run in a browser; with the build's same-origin backend the client polled `/socket.io/`
 * every 500 ms for a 404, so the chat stays REST-only, through the sandbox), and the build's own how-to videos from
 * this Storybook (`staticDirs`: howto/thai, howto/laos), relative to the page so a sub-path deployment finds them.
 */
function storyConfig(config: AppBuildConfig, build: string): AppConfig {
  const shipped = config.howtoVideos ?? SHIPPED_HOWTO_VIDEOS;
  const howtoVideos = { ...shipped };
  for (const [key, path] of Object.entries(shipped) as [HowtoVideoKey, string][]) {
    howtoVideos[key] = new URL(`howto/${build}/${path.split('/').pop() ?? ''}`, document.baseURI).href;
  }
  // The sandbox in the page opens gift links sealed to its demo key, as a sandbox build of the app carries it.
  const story: AppConfig = { ...config, giftLinkPublicKey: GIFT_LINK_DEMO_PUBLIC_KEY, howtoVideos };
  delete story.chatBackendUrl;
  return story;
}

/** The two builds' configs, as the apps inject them (less what needs a server, see storyConfig). */
const thaiBuild = storyConfig(thaiConfig, 'thai');
const buildConfigs: Record<string, AppConfig> = { thai: thaiBuild, laos: storyConfig(laosConfig, 'laos') };

/**
 * Gives a screen story its build config and language; a new build or language is a fresh app. The document is the
 * app's: its language, and no kit theme (a kit story of the dark theme may have run before it in the same page).
 */
function ScreenFrame({ build, locale, children }: { build: string; locale: Locale; children: ReactNode }) {
  useLayoutEffect(() => {
    document.documentElement.lang = toBcp47(locale);
    document.documentElement.removeAttribute('data-wk-theme');
  }, [locale]);
  const value = useMemo(() => ({ config: buildConfigs[build] ?? thaiBuild, locale }), [build, locale]);
  return (
    <StoryBuildContext.Provider key={`${build}:${locale}`} value={value}>
      {children}
    </StoryBuildContext.Provider>
  );
}

const withLocaleAndTheme: Decorator = (Story, context) => {
  const locale = (context.globals['locale'] as Locale | undefined) ?? 'th';
  if (context.parameters['sandbox']) {
    return (
      <ScreenFrame build={(context.globals['build'] as string | undefined) ?? 'thai'} locale={locale}>
        <Story />
      </ScreenFrame>
    );
  }
  return (
    <StoryFrame locale={locale} theme={(context.globals['theme'] as string | undefined) ?? 'light'}>
      <Story />
    </StoryFrame>
  );
};

/** Screen stories: the sandbox is reset and arranged (player, failures, pending calls) before each renders. */
const sandboxLoader: Loader = async (context) => {
  const parameters = context.parameters['sandbox'] as SandboxStoryParameters | undefined;
  if (parameters) await prepareSandbox(parameters);
  return {};
};

const preview: Preview = {
  // Docs pages (props tables from react-docgen, the stories as usage) where a CSF file asks for them with
  // `tags: ['autodocs']`: the kit, the wheel and the chat widget. The screen stories have none: one page would render
  // every state of a screen at once against the one sandbox in the page, whose state each story resets.
  decorators: [withLocaleAndTheme],
  loaders: [sandboxLoader],
  beforeEach: watchStory,
  afterEach: checkStory,
  globalTypes: {
    locale: {
      description: 'Language of the kit texts and screens',
      toolbar: {
        title: 'Language',
        icon: 'globe',
        items: LOCALES.map((locale) => ({ value: locale, title: `${LANGUAGE_NAMES[locale]} (${locale})` })),
        dynamicTitle: true,
      },
    },
    theme: {
      description: 'Theme tokens',
      toolbar: {
        title: 'Theme',
        icon: 'paintbrush',
        items: [
          { value: 'light', title: 'Light' },
          { value: 'dark', title: 'Dark' },
          { value: 'laos-build', title: 'Laos build colours' },
        ],
        dynamicTitle: true,
      },
    },
    build: {
      description: 'Build config of the screens (the Thai or the Laos app)',
      toolbar: {
        title: 'Build',
        icon: 'mobile',
        items: [
          { value: 'thai', title: 'Thai app' },
          { value: 'laos', title: 'Laos app' },
        ],
        dynamicTitle: true,
      },
    },
  },
  initialGlobals: {
    locale: 'th',
    theme: 'light',
    build: 'thai',
    viewport: { value: 'phone', isRotated: false },
  },
  parameters: {
    layout: 'fullscreen',
    viewport: { options: viewportOptions },
    controls: { matchers: { color: /(background|color)$/i, date: /Date$/i } },
    // Any axe violation fails the story test. Under Vitest only violations are collected in full (the other result
    // types keep one node per rule), which halves axe's time; the a11y panel of the browsed Storybook keeps them all.
    a11y: {
      test: 'error',
      options: import.meta.env.MODE === 'test' ? { resultTypes: ['violations'] } : {},
    },
  },
};

export default preview;
