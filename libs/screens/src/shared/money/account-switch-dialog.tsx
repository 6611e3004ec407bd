// The dialog of the switch note (account-switch-notice.tsx): why the tab switched, and what became of the call.
import { useLingui } from '@lingui/react/macro';
import { AlertDialog } from '@wallet/ui-kit';
import type { MoneyOutcome } from './account-switch';

export default function AccountSwitchDialog({
  note,
  onDismiss,
}: {
  note: MoneyOutcome;
  onDismiss: () => void;
}) {
  const { t } = useLingui();
  const results: Record<MoneyOutcome, string> = {
    succeeded: t`The money action you confirmed before the switch was completed for the previous account.`,
    failed: t`The money action you confirmed before the switch failed: the money did not move.`,
    unknown: t`We could not confirm whether the money action you confirmed before the switch went through: check the previous account's statement before you try again.`,
  };
  return (
    <AlertDialog
      open
      tone={note === 'succeeded' ? 'success' : note === 'failed' ? 'error' : 'info'}
      title={t`Another account logged in in another tab, so this tab switched to it`}
      message={results[note]}
      onConfirm={onDismiss}
    />
  );
}
