// Told on the first page after this tab switched to the player another tab logged in as, when a money call of the
// previous player was in flight (account-switch.ts): why the tab switched, and what became of that call.
import { useSyncExternalStore } from 'react';
import { useLingui } from '@lingui/react/macro';
import { AlertDialog } from '@wallet/ui-kit';
import { useAppContext } from '../app-context';
import type { MoneyOutcome } from './account-switch';

const noop = () => undefined;

export function AccountSwitchNotice() {
  const { t } = useLingui();
  const { accountSwitch } = useAppContext();
  // None in the prerendered HTML (no storage at build time): a hydrated page shows it right after hydrating.
  const note = useSyncExternalStore(
    (listener) => accountSwitch?.subscribe(listener) ?? noop,
    () => accountSwitch?.note() ?? null,
    () => null,
  );
  const results: Record<MoneyOutcome, string> = {
    succeeded: t`The money action you confirmed before the switch was completed for the previous account.`,
    failed: t`The money action you confirmed before the switch failed: the money did not move.`,
    unknown: t`We could not confirm whether the money action you confirmed before the switch went through: check the previous account's statement before you try again.`,
  };
  return (
    <AlertDialog
      open={note !== null}
      tone={note === 'succeeded' ? 'success' : note === 'failed' ? 'error' : 'info'}
      title={t`Another account logged in in another tab, so this tab switched to it`}
      message={note ? results[note] : undefined}
      onConfirm={() => accountSwitch?.dismissNote()}
    />
  );
}
