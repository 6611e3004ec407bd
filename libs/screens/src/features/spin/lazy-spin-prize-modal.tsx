// The prize modal in a file of its own (0.3 KB brotli, with the kit's ModalDialog, 1.1 KB, a file the page's other
// dialogs share): /user/spin's first screen never shows it, and over HTTP/1.1 every file a page starts with is a
// request waiting for one of the origin's six connections (on a first visit at slow 4G the wheel's page waited for
// its eighth file, 0.15-0.28 s after the app's entry).
// Its code is asked for once the page is idle or at the player's first tap (page-idle.ts), alongside the spin's
// request, and the wheel turns for seconds before a prize (with reduced motion, the modal opens as it arrives).
import { useEffect, useRef, useState } from 'react';
import { loadOnce } from '../../shared/load-once';
import { whenPageIdle } from '../../shared/page-idle';
import type * as PrizeModalCode from './spin-prize-modal';
import type { SpinPrizeModalProps } from './spin-prize-modal';

/** Downloads the modal's code (once); a failed download is asked for again next time. */
export const preloadSpinPrizeModal: () => Promise<typeof PrizeModalCode> = loadOnce(
  () => import('./spin-prize-modal'),
);

type PrizeModal = typeof PrizeModalCode.SpinPrizeModal;

/**
 * The prize modal, same props: nothing until its code is here. If the code cannot be downloaded when the prize is due,
 * the modal is closed at once (`onClose`: the wheel is free again and the coupons are re-read, so the new coupon shows
 * in the table, and the wheel has already said where it stopped) rather than leaving the wheel locked.
 */
export function SpinPrizeModal(props: SpinPrizeModalProps) {
  const [Modal, setModal] = useState<PrizeModal | null>(null);
  const { open, onClose } = props;
  // The latest onClose, so a new function each render does not ask for the code again.
  const close = useRef(onClose);
  useEffect(() => {
    close.current = onClose;
  }, [onClose]);

  // Downloaded ahead; shown only once the prize is due (the effect below, at once when the code is already here).
  useEffect(() => {
    void whenPageIdle(window)
      .then(preloadSpinPrizeModal)
      .catch(() => undefined);
  }, []);

  useEffect(() => {
    if (!open || Modal) return;
    let live = true;
    preloadSpinPrizeModal().then(
      (code) => {
        if (live) setModal(() => code.SpinPrizeModal);
      },
      () => {
        if (live) close.current();
      },
    );
    return () => {
      live = false;
    };
  }, [open, Modal]);

  return Modal ? <Modal {...props} /> : null;
}
