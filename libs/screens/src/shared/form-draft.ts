// What a player had typed into a money dialog when the server refused the session mid-form (docs/product.md#session: an invalid
// token goes to /login). It travels through /login in the router's state (this tab's history only, never web
// storage) and fills the same dialog again, unsent, once the same player has logged in again.
import { useContext, useEffect } from 'react';
import { AppContext } from './app-context';
import { DRAFT_DIALOGS, type DraftDialog, type DraftKeeper, type FormDraft } from './app-services';

export { DRAFT_DIALOGS, type DraftDialog, type DraftKeeper, type FormDraft } from './app-services';

export function createDraftKeeper(): DraftKeeper {
  let current: FormDraft | null = null;
  return {
    current: () => current,
    keep(draft) {
      current = draft;
      return () => {
        if (current === draft) current = null;
      };
    },
  };
}

const isStringRecord = (value: unknown): value is Record<string, string> =>
  typeof value === 'object' &&
  value !== null &&
  Object.values(value).every((field) => typeof field === 'string');

/** The draft in a router state (`{ draft }`), if it has the shape of one; anything else is ignored. */
export function draftFromState(state: unknown): FormDraft | null {
  const draft = (state as { draft?: Partial<FormDraft> } | null)?.draft;
  if (typeof draft !== 'object' || draft === null) return null;
  const { player, dialog, presetTo, values } = draft;
  if (typeof player !== 'string' || !player) return null;
  if (!DRAFT_DIALOGS.includes(dialog as DraftDialog) || !isStringRecord(values)) return null;
  if (presetTo !== undefined && typeof presetTo !== 'string') return null;
  return { player, dialog: dialog as DraftDialog, values, ...(presetTo !== undefined ? { presetTo } : {}) };
}

/**
 * Keeps an open money dialog's values while it is mounted; nothing while `player` is unknown (balances not read
 * yet) or once the money has moved (pass `player: undefined` then).
 */
export function useFormDraft(
  dialog: DraftDialog,
  player: string | undefined,
  values: object,
  presetTo?: string,
): void {
  // A dialog outside the app (a story, a component test) keeps nothing.
  const drafts = useContext(AppContext)?.drafts;
  const serialized = JSON.stringify(values);
  useEffect(() => {
    if (!drafts || !player) return undefined;
    const typed = Object.fromEntries(
      Object.entries(JSON.parse(serialized) as Record<string, unknown>).filter(
        (entry): entry is [string, string] => typeof entry[1] === 'string',
      ),
    );
    return drafts.keep({ player, dialog, values: typed, ...(presetTo !== undefined ? { presetTo } : {}) });
  }, [drafts, player, dialog, serialized, presetTo]);
}
