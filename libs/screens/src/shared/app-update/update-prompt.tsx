import { useState, useSyncExternalStore } from 'react';
import { Trans } from '@lingui/react/macro';
import { Button } from '@wallet/ui-kit';
import type { AppUpdates } from './app-updates';
import './update-prompt.css';

/** "A new version is available": reload now (the waiting version takes over) or later (next visit). */
export function UpdatePrompt({ updates }: { updates: AppUpdates }) {
  const waiting = useSyncExternalStore(updates.subscribe, updates.isWaiting, () => false);
  const [dismissed, setDismissed] = useState(false);
  const [applying, setApplying] = useState(false);
  const shown = waiting && !dismissed;
  return (
    <div className="wl-update-prompt" role="status">
      {shown ? (
        <div className="wl-update-prompt__box">
          <p className="wl-update-prompt__text">
            <Trans>A new version of the app is available.</Trans>
          </p>
          <div className="wl-update-prompt__actions">
            <Button
              loading={applying}
              onClick={() => {
                setApplying(true);
                void updates.apply();
              }}
            >
              <Trans>Reload</Trans>
            </Button>
            <Button variant="ghost" onClick={() => setDismissed(true)} disabled={applying}>
              <Trans>Later</Trans>
            </Button>
          </div>
        </div>
      ) : null}
    </div>
  );
}
