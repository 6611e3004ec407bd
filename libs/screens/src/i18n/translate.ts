import type { I18n } from '@lingui/core';
import type { MessageRef } from '@wallet/domain';

/** Renders a domain message identifier in the active language (ids come from @wallet/domain's catalogues). */
export function translate(i18n: I18n, ref: MessageRef): string {
  return i18n._(ref.id, ref.values);
}
