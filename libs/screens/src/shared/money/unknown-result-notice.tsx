// Said while a money action waits long for its answer (it is not sent again), and after it got no answer: the player
// must check the re-read balances before trying again.
import { useEffect, useState } from 'react';
import { Trans } from '@lingui/react/macro';
import { STILL_WAITING_AFTER_MS, type MoneyActionStatus } from './money-action-state';
import './money.css';

/** True once `status` has been 'pending' for STILL_WAITING_AFTER_MS. */
function useStillWaiting(status: MoneyActionStatus): boolean {
  const [late, setLate] = useState(false);
  useEffect(() => {
    if (status !== 'pending') return undefined;
    const timer = setTimeout(() => setLate(true), STILL_WAITING_AFTER_MS);
    return () => {
      clearTimeout(timer);
      setLate(false);
    };
  }, [status]);
  return late && status === 'pending';
}

export function UnknownResultNotice({ status }: { status: MoneyActionStatus }) {
  const stillWaiting = useStillWaiting(status);
  if (stillWaiting)
    return (
      <p role="status" className="wl-money-notice">
        <Trans>Still waiting for the server's answer. Nothing will be sent twice.</Trans>
      </p>
    );
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
