import type { Messages } from '@lingui/core';

/** A language's texts: those every page has, and a loader of each part downloaded apart (keyed by its path from here). */
export interface LanguageCatalogs {
  /** The screens' catalogue (locales/<bcp47>.po) and the domain's: its error codes' own and validation texts. */
  messages: Messages;
  /** Each feature's own texts, `../locales/<feature>/<bcp47>.po`. */
  features: Record<string, () => Promise<unknown>>;
  /** The parts of the domain's catalogue no first screen shows, `../domain-catalogs/<part>/<bcp47>.json`. */
  domainParts: Record<string, () => Promise<unknown>>;
}
