// A refused slip's text, as the slip table shows it: told by the deposit watch's toast and the upload's own line.
import type { I18n } from '@lingui/core';
import { slipReasonMessageId, slipStatusMessageId } from '@wallet/domain';
import { translate } from '../../i18n/translate';

/** "Failed (Expired slip)": the translated status and reason of a refused slip, as the slip table shows them. */
export function slipFailureText(i18n: I18n, note: string | null): string {
  const status = translate(i18n, { id: slipStatusMessageId('FAILED') });
  const reason = slipReasonMessageId(note);
  return reason ? `${status} (${translate(i18n, { id: reason })})` : status;
}
