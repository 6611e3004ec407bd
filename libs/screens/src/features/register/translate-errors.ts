// Domain validation answers one MessageRef per failing field; the wizard shows them in the player's language.
import type { I18n } from '@lingui/core';
import type { FieldErrors } from '@wallet/domain';
import { translate } from '../../i18n/translate';

export type FieldTexts<F extends string> = Partial<Record<F, string>>;

/** Field -> translated message, for the `error` prop of the kit's fields. */
export function translateErrors<F extends string>(i18n: I18n, errors: FieldErrors<F>): FieldTexts<F> {
  const texts: FieldTexts<F> = {};
  for (const [field, ref] of Object.entries(errors) as [F, FieldErrors<F>[F]][]) {
    if (ref) texts[field] = translate(i18n, ref);
  }
  return texts;
}
