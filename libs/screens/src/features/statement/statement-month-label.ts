// Names of the months of the statement's month filter in the player's language ("October 2026"), from the
// catalogues rather than Intl: a date format would load the browser's locale data in the render of the page.
import { useCallback } from 'react';
import { useLingui } from '@lingui/react/macro';

export function useMonthLabel(): (month: string) => string {
  const { t } = useLingui();
  return useCallback(
    (month: string) => {
      const names = [
        t`January`,
        t`February`,
        t`March`,
        t`April`,
        t`May`,
        t`June`,
        t`July`,
        t`August`,
        t`September`,
        t`October`,
        t`November`,
        t`December`,
      ];
      const year = month.slice(0, 4);
      const name = names[Number(month.slice(5, 7)) - 1];
      return name ? `${name} ${year}` : month;
    },
    [t],
  );
}
