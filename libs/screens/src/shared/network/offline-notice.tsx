import { Trans } from '@lingui/react/macro';
import { useIsOnline } from './online-status';
import './offline-notice.css';

/**
 * A banner above every screen while the browser is offline. The live region is always there (empty when online),
 * so screen readers announce the notice when the connection drops.
 */
export function OfflineNotice() {
  const online = useIsOnline();
  return (
    <div className="wl-offline-notice" role="status">
      {online ? null : (
        <p className="wl-offline-notice__text">
          <Trans>You are offline. The app reconnects by itself when the connection is back.</Trans>
        </p>
      )}
    </div>
  );
}
