// The update prompt's box (update-prompt.tsx): loaded once a new version waits, not with every page.
import { useState } from 'react';
import { Trans } from '@lingui/react/macro';
import { Button } from '@wallet/ui-kit';
import type { AppUpdates } from './app-updates';

/** "A new version is available": reload now (the waiting version takes over) or later (`onLater`: next visit). */
export default function UpdatePromptBox({ updates, onLater }: { updates: AppUpdates; onLater: () => void }) {
  const [applying, setApplying] = useState(false);
  return (
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
        <Button variant="ghost" onClick={onLater} disabled={applying}>
          <Trans>Later</Trans>
        </Button>
      </div>
    </div>
  );
}
