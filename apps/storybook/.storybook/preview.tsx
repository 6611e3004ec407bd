// Global story setup: kit stylesheet, th/la/en and theme toolbars, a 360 px phone frame and axe errors failing tests.
import type { Decorator, Preview } from '@storybook/react-vite';
import { useEffect, type ReactNode } from 'react';
import { KitTextsProvider, ToastProvider, type KitTexts } from '@wallet/ui-kit';
import { toBcp47, type Locale } from '@wallet/domain';
import '@wallet/ui-kit/styles.css';
import '@wallet/ui-kit/fonts-thai.css';
import '@wallet/ui-kit/fonts-lao.css';
import './preview.css';
import { laoKitTexts, thaiKitTexts } from './kit-texts';

const textsByLocale: Record<Locale, Partial<KitTexts>> = { th: thaiKitTexts, la: laoKitTexts, en: {} };

/** Sets the document language and theme, and gives stories the kit texts and a toast provider. */
function StoryFrame({ locale, theme, children }: { locale: Locale; theme: string; children: ReactNode }) {
  useEffect(() => {
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

const withLocaleAndTheme: Decorator = (Story, context) => (
  <StoryFrame
    locale={(context.globals['locale'] as Locale | undefined) ?? 'th'}
    theme={(context.globals['theme'] as string | undefined) ?? 'light'}
  >
    <Story />
  </StoryFrame>
);

const preview: Preview = {
  decorators: [withLocaleAndTheme],
  globalTypes: {
    locale: {
      description: 'Language of the kit texts',
      toolbar: {
        title: 'Language',
        icon: 'globe',
        items: [
          { value: 'th', title: 'ไทย (th)' },
          { value: 'la', title: 'ລາວ (la)' },
          { value: 'en', title: 'English (en)' },
        ],
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
  },
  initialGlobals: { locale: 'th', theme: 'light' },
  parameters: {
    layout: 'fullscreen',
    controls: { matchers: { color: /(background|color)$/i, date: /Date$/i } },
    // Any axe violation fails the story test.
    a11y: { test: 'error' },
  },
};

export default preview;
