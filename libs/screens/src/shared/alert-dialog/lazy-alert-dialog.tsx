// The kit's AlertDialog in a chunk of its own (~1.8 KB brotli with its ModalDialog): a page's first screen never shows
// it (it says a call's failure or answer), so a player page starts without it. It is asked for once the page is idle
// or at the player's first tap (page-idle.ts), alongside any call that tap makes: ~1 KB from the app's own origin,
// as a rule there before the call's answer (if not, the dialog opens as it arrives).
import { lazy, Suspense, useEffect, type ComponentProps } from 'react';
import type { AlertDialog as KitAlertDialog } from '@wallet/ui-kit';
import { loadOnce } from '../load-once';
import { whenPageIdle } from '../page-idle';
import type * as AlertDialogCode from './alert-dialog-code';

type AlertDialogProps = ComponentProps<typeof KitAlertDialog>;

/** Downloads the dialog's code (once); a failed download is asked for again next time. */
export const preloadAlertDialog: () => Promise<typeof AlertDialogCode> = loadOnce(
  () => import('./alert-dialog-code'),
);

const LoadedAlertDialog = lazy(async () => ({ default: (await preloadAlertDialog()).AlertDialog }));

/** The kit's AlertDialog, same props: nothing while closed (as the kit's), its code loaded after the page is idle. */
export function AlertDialog(props: AlertDialogProps) {
  useEffect(() => {
    void whenPageIdle(window)
      .then(preloadAlertDialog)
      .catch(() => undefined);
  }, []);
  if (!props.open) return null;
  return (
    <Suspense fallback={null}>
      <LoadedAlertDialog {...props} />
    </Suspense>
  );
}
