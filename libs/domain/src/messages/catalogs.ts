// Catalogue per locale, so an app loads the domain texts of the active language next to its own.
import { englishMessages } from './english-messages';
import { laoMessages } from './lao-messages';
import type { Locale } from './locale';
import type { MessageId } from './message-id';
import { thaiMessages } from './thai-messages';

/** Domain texts per stored locale. Example: `messageCatalogs.la === laoMessages`. */
export const messageCatalogs: Record<Locale, Record<MessageId, string>> = {
  th: thaiMessages,
  la: laoMessages,
  en: englishMessages,
};
