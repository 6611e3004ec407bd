// Turns any failure into the text the player reads: the catalogue's translation of the server's code or
// message, otherwise the server's raw text (docs/product.md#errors); and the next step beside it, never instead.
import { useCallback, useSyncExternalStore } from 'react';
import { useLingui } from '@lingui/react/macro';
import { errorMessage } from '@wallet/domain';
import { ApiError } from '@wallet/api-client';
import { translate } from '../i18n/translate';
import { OfflineError } from './money/money-action-state';
import { whenPageIdle } from './page-idle';
import type * as NextStepTable from './next-step-lookup';

type NextStepLookup = typeof NextStepTable;

/**
 * The next steps' table, loaded apart from the app's start: once a page that can show a refusal is idle, or with the
 * first refusal if that comes sooner. Until it is here a refusal shows its own text at once and its step a moment
 * later (every component holding a refusal reads it again when the table arrives).
 */
const nextSteps = {
  lookup: undefined as NextStepLookup | undefined,
  loading: undefined as Promise<void> | undefined,
  listeners: new Set<() => void>(),
  load(): void {
    nextSteps.loading ??= import('./next-step-lookup').then(
      (lookup) => {
        nextSteps.lookup = lookup;
        for (const listener of nextSteps.listeners) listener();
      },
      // A failed download (offline) is tried again with the next refusal.
      () => void (nextSteps.loading = undefined),
    );
  },
  subscribe(listener: () => void): () => void {
    nextSteps.listeners.add(listener);
    void whenPageIdle(window).then(() => nextSteps.load());
    return () => nextSteps.listeners.delete(listener);
  },
  current: (): NextStepLookup | undefined => nextSteps.lookup,
};

/** The texts a failure may carry, the server's code first. */
function candidatesOf(error: unknown): string[] {
  return error instanceof ApiError
    ? [error.code, error.message]
    : [error instanceof Error ? error.message : String(error)];
}

export function useErrorText(): (error: unknown) => string {
  const { i18n, t } = useLingui();
  return useCallback(
    (error: unknown) => {
      if (error instanceof OfflineError) return t`You are offline; nothing was sent.`;
      const candidates = candidatesOf(error);
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

/**
 * What the player can do after a failure, in their language: the step of the server's code; for a server refusal
 * the catalogue does not know, to try again later or ask support; null for a failure of the browser itself.
 */
export function useNextStepText(): (error: unknown) => string | null {
  const { i18n, t } = useLingui();
  const lookup = useSyncExternalStore(nextSteps.subscribe, nextSteps.current, nextSteps.current);
  return useCallback(
    (error: unknown) => {
      if (error instanceof OfflineError) return t`Connect to the internet, then try again.`;
      if (!lookup) {
        nextSteps.load();
        return null;
      }
      for (const candidate of candidatesOf(error)) {
        const step = lookup.errorNextStep(String(candidate));
        if (step) return translate(i18n, step);
      }
      return error instanceof ApiError ? translate(i18n, { id: 'next.tryAgainLater' }) : null;
    },
    [i18n, t, lookup],
  );
}

/** A refusal as the screens show it: the code's own text and the next step beside it. */
export interface Refusal {
  text: string;
  nextStep: string | null;
}

export function useRefusal(): (error: unknown) => Refusal {
  const errorText = useErrorText();
  const nextStepText = useNextStepText();
  return useCallback(
    (error: unknown) => ({ text: errorText(error), nextStep: nextStepText(error) }),
    [errorText, nextStepText],
  );
}
