// The th texts: the screens' and the domain's that every page has, and where each part loaded apart is (a
// feature's own, a part of the domain's). A module per language, loaded as one file with those texts: a page carries
// the map of the language it shows, not of all three (i18n.ts).
import { messages } from '../locales/th.po';
import domain from '../domain-catalogs/th.json';
import type { Messages } from '@lingui/core';
import type { LanguageCatalogs } from './language-catalogs';

export const catalogs: LanguageCatalogs = {
  // The domain's catalogue is JSON of compiled messages (compile-domain-catalogs.ts).
  messages: { ...messages, ...(domain as Messages) },
  features: import.meta.glob('../locales/*/th.po'),
  domainParts: import.meta.glob('../domain-catalogs/*/th.json'),
};
