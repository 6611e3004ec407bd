import { useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { Trans, useLingui } from '@lingui/react/macro';
import { Button, Loader } from '@wallet/ui-kit';
import { isStaleChunkError, reloadForStaleChunk, staleChunkReloadAllowed } from './stale-chunk';
import './route-error-page.css';

/** Shown instead of a route that failed (e.g. its code could not be downloaded on a flaky connection). */
export function RouteErrorPage({ error }: { error: unknown }) {
  const { t } = useLingui();
  const navigate = useNavigate();
  const offline = typeof navigator !== 'undefined' && !navigator.onLine;
  // A chunk of an older deployment is gone: reload once, cleanly, instead of showing the error.
  // Decided once per error screen (a pure read, so StrictMode's double call is harmless).
  const [reloading] = useState(() => !offline && isStaleChunkError(error) && staleChunkReloadAllowed());
  const tried = useRef(false);
  useEffect(() => {
    if (!reloading || tried.current) return;
    tried.current = true;
    reloadForStaleChunk(() => void navigate(0));
  }, [reloading, navigate]);

  if (reloading) return <Loader active delayMs={0} variant="overlay" label={t`Loading the new version`} />;
  return (
    // The landmark stays a plain main (axe: role alert is not allowed on it); its message is announced.
    <main className="wl-route-error">
      <div className="wl-route-error__message" role="alert">
        <h1>
          <Trans>Something went wrong</Trans>
        </h1>
        <p>
          {offline ? (
            <Trans>You seem to be offline. Check your connection, then try again.</Trans>
          ) : (
            <Trans>This page could not be loaded. Please try again.</Trans>
          )}
        </p>
      </div>
      <Button onClick={() => void navigate(0)}>
        <Trans>Reload</Trans>
      </Button>
      {import.meta.env.DEV && error instanceof Error ? (
        <pre className="wl-route-error__detail">{error.message}</pre>
      ) : null}
    </main>
  );
}
