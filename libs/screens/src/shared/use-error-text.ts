// Turns any failure into the text the player reads: the catalogue's translation of the server's code or
// message, otherwise the server's raw text (SPEC section 8).
import { useCallback } from 'react';
import { useLingui } from '@lingui/react';
import { errorMessage } from '@wallet/domain';
import { ApiError } from '@wallet/api-client';
import { translate } from '../i18n/translate';

export function useErrorText(): (error: unknown) => string {
  const { i18n } = useLingui();
  return useCallback(
    (error: unknown) => {
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
    [i18n],
  );
}
