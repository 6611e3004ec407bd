// mm:ss countdown (QR expiry): ticks every second against an absolute deadline so a slow tab never drifts.
import { useEffect, useRef, useState } from 'react';
import { formatCountdown } from '../domain-bridge';
import { cx } from '../internal/cx';
import { useKitTexts } from '../texts/kit-texts';

export interface CountdownProps {
  /** Seconds left when the countdown starts (e.g. the QR's expireIn). */
  seconds: number;
  /** Called once when the countdown reaches 00:00. */
  onExpire?: () => void;
  /** Visible label before the time; defaults to the kit text "Time left". */
  label?: string;
  /** Clock used for the deadline; tests and stories may pass their own. */
  now?: () => number;
  tickMs?: number;
  className?: string;
}

/** Timer role with the remaining time as mm:ss; restarts when `seconds` changes. */
export function Countdown({
  seconds,
  onExpire,
  label,
  now = Date.now,
  tickMs = 1000,
  className,
}: CountdownProps) {
  const texts = useKitTexts();
  const [left, setLeft] = useState(Math.max(0, Math.floor(seconds)));
  const onExpireRef = useRef(onExpire);
  useEffect(() => {
    onExpireRef.current = onExpire;
  }, [onExpire]);

  useEffect(() => {
    const deadline = now() + Math.max(0, seconds) * 1000;
    let expired = false;
    const update = () => {
      const remaining = Math.max(0, Math.ceil((deadline - now()) / 1000));
      setLeft(remaining);
      if (remaining === 0 && !expired) {
        expired = true;
        clearInterval(timer);
        onExpireRef.current?.();
      }
    };
    const timer = setInterval(update, tickMs);
    if (seconds <= 0) update();
    return () => clearInterval(timer);
  }, [seconds, now, tickMs]);

  const text = formatCountdown(left);
  return (
    <p className={cx('wk-countdown', left === 0 && 'wk-countdown--expired', className)}>
      <span className="wk-countdown__label">{label ?? texts.timeLeft}</span>{' '}
      <span role="timer" className="wk-countdown__time" aria-label={`${label ?? texts.timeLeft} ${text}`}>
        {text}
      </span>
    </p>
  );
}
