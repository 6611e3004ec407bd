// The services the app hands every screen through AppContext, as types (and the one list they need): the context
// (app-context.tsx) and the modules that implement and use them (form-draft.ts, forms/pending-submit.ts) import
// these, never each other, so no import cycle runs through the context.

/** The home dialogs whose typed values are offered again. */
export const DRAFT_DIALOGS = ['transfer', 'withdraw'] as const;
export type DraftDialog = (typeof DRAFT_DIALOGS)[number];

export interface FormDraft {
  /** The player who typed it (the profile's `_id`): nobody else who logs in on this tab gets it. */
  player: string;
  dialog: DraftDialog;
  /** The transfer's To, preset by a game card's Transfer action. */
  presetTo?: string;
  values: Record<string, string>;
}

export interface DraftKeeper {
  /** The values of the money dialog open now, if any. */
  current(): FormDraft | null;
  /** Remembers the open dialog's values (in place of the last); the returned function forgets them. */
  keep(draft: FormDraft): () => void;
}

/**
 * The app's side of an early tap: `run` (after the app's first commit, when React has hydrated the button and
 * handles its clicks) clicks it once, if hydration kept it on the page. A page rendered afresh (not hydrated) has
 * other elements: the tap is dropped, as the player sees a new page anyway. A tap on an element the app replaces
 * (`data-replay-tap`) waits for its replacement instead: `take(key)` is true once for it, until `drop()` (the
 * player left the page it was made on).
 */
export interface TapReplay {
  set(button: Element | null): void;
  run(): void;
  take(key: string): boolean;
  drop(): void;
}

/** The app's side: the remembered form, taken once by the page that owns it. */
export interface SubmitReplay {
  /** Called as the app takes over the page, with what closePendingSubmit returned. */
  set(form: string | null): void;
  /** True once for the remembered form (then forgotten). */
  take(form: string): boolean;
}
