// Told on the first page after this tab switched to the player another tab logged in as, when a money call of the
// previous player was in flight (account-switch.ts): why the tab switched, and what became of that call. The dialog
// loads only then (it is rare), so player pages carry nothing more at start.
import { lazy, Suspense, useSyncExternalStore } from 'react';
import { useAppContext } from '../app-context';

const AccountSwitchDialog = lazy(() => import('./account-switch-dialog'));
const noop = () => undefined;

export function AccountSwitchNotice() {
  const { accountSwitch } = useAppContext();
  // None in the prerendered HTML (no storage at build time): a hydrated page shows it right after hydrating.
  const note = useSyncExternalStore(
    (listener) => accountSwitch?.subscribe(listener) ?? noop,
    () => accountSwitch?.note() ?? null,
    () => null,
  );
  if (!note) return null;
  return (
    <Suspense fallback={null}>
      <AccountSwitchDialog note={note} onDismiss={() => accountSwitch?.dismissNote()} />
    </Suspense>
  );
}
