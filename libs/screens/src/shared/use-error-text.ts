// Turns any failure into the text the player reads: the catalogue's translation of the server's code or
// message, otherwise the server's raw text (docs/product.md#errors); and the next step beside it, never instead.
import { useCallback, useSyncExternalStore } from 'react';
import { useLingui } from '@lingui/react/macro';
import { errorMessage } from '@wallet/domain';
import { ApiError } from '@wallet/api-client';
import type { I18n } from '@lingui/core';
import { loadTextParts } from '../i18n/i18n';
import { translate } from '../i18n/translate';
import { OfflineError } from './money/money-action-state';
import { whenPageIdle } from './page-idle';
import type * as NextStepTable from './next-step-lookup';

type NextStepLookup = typeof NextStepTable;

/** What a refusal's next step needs: the domain's table (code -> step) and the steps' texts in the instance. */
interface NextSteps {
  lookup: NextStepLookup | undefined;
  loading: Promise<void> | undefined;
  listeners: Set<() => void>;
  load(): void;
  subscribe(listener: () => void): () => void;
  current(): NextStepLookup | undefined;
}

const nextStepsOf = new WeakMap<I18n, NextSteps>();

/**
 * The next steps of an i18n instance, loaded apart from the app's start (the table is a chunk, the texts a catalogue
 * part of their own): once a page that can show a refusal is idle, or with the first refusal if that comes sooner.
 * Until both are here a refusal shows its own text at once and its step a moment later (every component holding a
 * refusal reads it again when they arrive).
 */
function nextStepsFor(i18n: I18n): NextSteps {
  const found = nextStepsOf.get(i18n);
  if (found) return found;
  const steps: NextSteps = {
    lookup: undefined,
    loading: undefined,
    listeners: new Set(),
    load() {
      steps.loading ??= Promise.all([import('./next-step-lookup'), loadTextParts(i18n, ['next-steps'])]).then(
        ([lookup]) => {
          steps.lookup = lookup;
          for (const listener of steps.listeners) listener();
        },
        // A failed download (offline) is tried again with the next refusal.
        () => void (steps.loading = undefined),
      );
    },
    subscribe(listener) {
      steps.listeners.add(listener);
      void whenPageIdle(window).then(() => steps.load());
      return () => steps.listeners.delete(listener);
    },
    current: () => steps.lookup,
  };
  nextStepsOf.set(i18n, steps);
  return steps;
}

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
  const nextSteps = nextStepsFor(i18n);
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
