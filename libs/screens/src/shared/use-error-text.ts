// Turns any failure into the text the player reads: the catalogue's translation of the server's code or
// message, otherwise the server's raw text (docs/product.md#errors).
import { useCallback } from 'react';
import { useLingui } from '@lingui/react/macro';
import { errorMessage } from '@wallet/domain';
import { ApiError } from '@wallet/api-client';
import { translate } from '../i18n/translate';
import { OfflineError } from './money/money-action-state';

export function useErrorText(): (error: unknown) => string {
  const { i18n, t } = useLingui();
  return useCallback(
    (error: unknown) => {
      if (error instanceof OfflineError) return t`You are offline; nothing was sent.`;
      const candidates =
        error instanceof ApiError
          ? [error.code, error.message]
          : [error instanceof Error ? error.message : String(error)];
      for (const candidate of candidates) {
        const found = errorMessage(String(candidate));
        if ('id' in found) return translate(i18n, found);
      }
      const last = candidates[candidates.length - 1];
      return String(last ?? '');
    },
    [i18n, t],
  );
}
