// The prize dialog shows after the wheel's seconds of motion, never on the page's first screen: its code (with the
// kit's ModalDialog) is asked for once the page is idle or at the player's first tap (the spin's, page-idle.ts), not
// with the page. Once here it renders at once (no Suspense pass: a reduced-motion spin announces its prize as soon as
// the server answers); if it has not arrived when the wheel stops, the dialog opens as it arrives.
import { lazy, Suspense, useEffect } from 'react';
import { whenPageIdle } from '../../shared/page-idle';
import type * as PrizeModalCode from './spin-prize-modal';
import type { SpinPrizeModalProps } from './spin-prize-modal';

let loading: Promise<typeof PrizeModalCode> | undefined;
let loaded: typeof PrizeModalCode | undefined;
/** Downloads the dialog's code (once); a failed download is asked for again next time. */
export function preloadPrizeModal(): Promise<typeof PrizeModalCode> {
  loading ??= import('./spin-prize-modal').then(
    (code) => (loaded = code),
    (error: unknown) => {
      loading = undefined;
      throw error;
    },
  );
  return loading;
}

const LoadedPrizeModal = lazy(async () => ({ default: (await preloadPrizeModal()).SpinPrizeModal }));

/** `SpinPrizeModal`, same props: nothing while closed, its code loaded after the page is idle. */
export function LazySpinPrizeModal(props: SpinPrizeModalProps) {
  useEffect(() => {
    void whenPageIdle(window)
      .then(preloadPrizeModal)
      .catch(() => undefined);
  }, []);
  if (!props.open) return null;
  if (loaded) return <loaded.SpinPrizeModal {...props} />;
  return (
    <Suspense fallback={null}>
      <LoadedPrizeModal {...props} />
    </Suspense>
  );
}
