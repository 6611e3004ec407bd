// Seconds left of a QR code, computed from its absolute end time (so a sleeping tab or a locked phone never
// drifts), re-read every second and when the page becomes visible again; every timer stops on unmount.
import { useEffect, useRef, useState } from 'react';
import { isQrExpired, qrSecondsLeft } from '@wallet/domain';

/** `expireIn` seconds counted from `receivedAt` (ms); null when there is no code. `onExpire` runs at 00:00. */
export function useQrSecondsLeft(
  expireIn: number | null,
  receivedAt: number,
  onExpire?: () => void,
): number | null {
  const [now, setNow] = useState(() => Date.now());
  const onExpireRef = useRef(onExpire);
  useEffect(() => {
    onExpireRef.current = onExpire;
  });
  const left = expireIn === null ? null : qrSecondsLeft(expireIn, receivedAt, Math.max(now, receivedAt));
  const running = left !== null && !isQrExpired(left);
  useEffect(() => {
    if (expireIn === null || !running) return undefined;
    const tick = () => {
      const at = Date.now();
      setNow(at);
      if (isQrExpired(qrSecondsLeft(expireIn, receivedAt, at))) onExpireRef.current?.();
    };
    const timer = setInterval(tick, 1000);
    document.addEventListener('visibilitychange', tick);
    return () => {
      clearInterval(timer);
      document.removeEventListener('visibilitychange', tick);
    };
  }, [expireIn, receivedAt, running]);
  return left;
}
