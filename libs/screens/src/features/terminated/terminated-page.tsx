import { useEffect } from 'react';
import { Trans } from '@lingui/react/macro';
import { TERMINATED_BODY_CLASS } from '../../shared/terminated';

/** /terminated: shown when the server answers 'gone'. */
export function TerminatedPage() {
  useEffect(() => {
    document.body.classList.add(TERMINATED_BODY_CLASS);
  }, []);
  return (
    <main className="wl-terminated">
      <h1>
        <Trans>This service has ended</Trans>
      </h1>
      <p>
        <Trans>The service is no longer available. Thank you for playing with us.</Trans>
      </p>
    </main>
  );
}
