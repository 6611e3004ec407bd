import { lazy, Suspense, useState, useSyncExternalStore } from 'react';
import type { AppUpdates } from './app-updates';
import './update-prompt.css';

// Its box and texts come when a version waits: a deployment is rare, every page start is not.
const UpdatePromptBox = lazy(() => import('./update-prompt-box'));

/**
 * "A new version is available": reload now (the waiting version takes over) or later (next visit). Its status region
 * is always there, so the prompt is announced when it appears.
 */
export function UpdatePrompt({ updates }: { updates: AppUpdates }) {
  const waiting = useSyncExternalStore(updates.subscribe, updates.isWaiting, () => false);
  const [dismissed, setDismissed] = useState(false);
  return (
    <div className="wl-update-prompt" role="status">
      {waiting && !dismissed ? (
        <Suspense fallback={null}>
          <UpdatePromptBox updates={updates} onLater={() => setDismissed(true)} />
        </Suspense>
      ) : null}
    </div>
  );
}
