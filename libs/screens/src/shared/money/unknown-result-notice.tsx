// Said after a money action got no answer: the player must check the re-read balances before trying again.
import { Trans } from '@lingui/react/macro';
import type { MoneyActionStatus } from './money-action-state';
import './money.css';

export function UnknownResultNotice({ status }: { status: MoneyActionStatus }) {
  if (status === 'rechecking')
    return (
      <p role="status" className="wl-money-notice">
        <Trans>No answer from the server. Checking your balances…</Trans>
      </p>
    );
  if (status !== 'unknown') return null;
  return (
    <p role="alert" className="wl-money-notice wl-money-notice--unknown">
      <Trans>
        We could not confirm whether this went through. Your balances have been re-read: check them before you
        try again. Trying again with the same details cannot move your money twice.
      </Trans>
    </p>
  );
}
