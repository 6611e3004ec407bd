// The ui-kit's own texts in the player's language.
import { useMemo, type ReactNode } from 'react';
import { useLingui } from '@lingui/react/macro';
import { KitTextsProvider, type KitTexts } from '@wallet/ui-kit';
import { translate } from '../i18n/translate';

// The kit fills these placeholders itself, so the translations keep them literally.
const text = '{text}';
const page = '{page}';
const index = '{index}';
const total = '{total}';
const current = '{current}';
const name = '{name}';

export function KitTexts({ children }: { children: ReactNode }) {
  const { t, i18n } = useLingui();
  const texts = useMemo<KitTexts>(
    () => ({
      close: t`Close`,
      loading: t`Loading`,
      copy: t`Copy`,
      copied: translate(i18n, { id: 'copy.copied', values: { text } }),
      copyFailed: translate(i18n, { id: 'copy.failed' }),
      paginationLabel: t`Pages`,
      previousPage: t`Previous page`,
      nextPage: t`Next page`,
      pageLabel: t`Page ${page}`,
      carouselPrevious: t`Previous slide`,
      carouselNext: t`Next slide`,
      slideLabel: t`${index} of ${total}`,
      stepLabel: t`Step ${current} of ${total}`,
      stepsLabel: t`Progress`,
      pickerPrevious: t`Previous option`,
      pickerNext: t`Next option`,
      chooseFile: t`Choose file`,
      cancelUpload: t`Cancel upload`,
      retryUpload: t`Retry upload`,
      uploadProgress: t`Uploading ${name}`,
      uploadDone: t`Uploaded ${name}`,
      uploadCancelled: t`Upload cancelled`,
      ok: t`OK`,
      cancel: t`Cancel`,
      confirm: t`Confirm`,
      notFoundTitle: translate(i18n, { id: 'notFound.page' }),
      emptyTitle: t`Nothing here yet`,
      language: t`Language`,
      timeLeft: t`Time left`,
      dismiss: t`Dismiss`,
      notifications: t`Notifications`,
      showPassword: t`Show password`,
      hidePassword: t`Hide password`,
    }),
    // `t` is re-created by Lingui when the locale changes.
    [t, i18n],
  );
  return <KitTextsProvider texts={texts}>{children}</KitTextsProvider>;
}
