import { lazy, Suspense, useState } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { Loader } from '@wallet/ui-kit';
import { PageLayout } from '../../shared/page-layout/page-layout';
import { useAppContext } from '../../shared/app-context';
import { useAfterIdle } from '../../shared/use-after-idle';
import { HOWTO_VIDEO_KEYS, howtoVideoUrl, type HowtoVideoKey } from '../../config/app-config';
import './howto-page.css';

// The player and the modal stack under it load once the page is idle (or at the first tap, before that), not on the
// way to the page's first paint: the page is a list of buttons.
const HowtoVideoDialog = lazy(() => import('./howto-video-dialog'));

/** /howto: the five tutorial videos in docs/product.md#howto, each played in the kit's modal player. */
export function HowtoPage() {
  const { t } = useLingui();
  const { config } = useAppContext();
  const [openKey, setOpenKey] = useState<HowtoVideoKey | null>(null);
  const idle = useAfterIdle();

  const titles: Record<HowtoVideoKey, string> = {
    wallet: t`Using your wallet`,
    play: t`How to play`,
    balance: t`Checking your balance`,
    bonus: t`Getting a bonus`,
    bonusCancel: t`Cancelling a bonus`,
  };

  // The build's URL as it is: the kit plays http(s) URLs and the app's own root-relative paths (the shipped videos).
  const src = openKey ? howtoVideoUrl(config, openKey) : '';
  return (
    <PageLayout title={<Trans>How-to videos</Trans>}>
      <ul className="wl-howto__list">
        {HOWTO_VIDEO_KEYS.map((key) => (
          <li key={key}>
            <button type="button" className="wl-howto__item" onClick={() => setOpenKey(key)}>
              <svg className="wl-howto__icon" aria-hidden="true" viewBox="0 0 24 24" width="28" height="28">
                <circle cx="12" cy="12" r="10" fill="none" stroke="currentColor" strokeWidth="2" />
                <path d="m10 8 6 4-6 4z" fill="currentColor" />
              </svg>
              <span>{titles[key]}</span>
            </button>
          </li>
        ))}
      </ul>
      {idle || openKey !== null ? (
        <Suspense fallback={openKey !== null ? <Loader active label={t`Loading`} /> : null}>
          <HowtoVideoDialog
            open={openKey !== null}
            onClose={() => setOpenKey(null)}
            title={openKey ? titles[openKey] : ''}
            src={src}
            unavailableText={t`This video is unavailable right now. Please try again later.`}
            autoPlay
          />
        </Suspense>
      ) : null}
    </PageLayout>
  );
}
