// The wheel's spin button as the page shows it: its look and its text, shared by the loaded wheel (spin-board) and
// the skeleton's early button (SpinSkeleton in spin-page), which must match it to the pixel.
import { useCallback } from 'react';
import { useLingui } from '@lingui/react/macro';
import { buttonClassName } from '@wallet/ui-kit';

/** The page's main action: the kit's primary button (large, at least 44 px high), not the wheel's own look. */
export const SPIN_BUTTON_CLASS = buttonClassName({ variant: 'primary', size: 'lg' });

/** The key of a tap on the skeleton's early button, made again on the wheel's own (see shared/forms/pending-submit). */
export const SPIN_TAP = 'spin';

/** The spin button's text for a count of coins (or SPIN_COINS_MARK, for the template). */
export function useSpinButtonText(): (left: number | string) => string {
  const { t } = useLingui();
  return useCallback((left) => t`Spin (coins left: ${left})`, [t]);
}
