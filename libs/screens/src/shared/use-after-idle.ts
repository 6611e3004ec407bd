import { useEffect, useState } from 'react';

/**
 * True once the browser has been idle after the page rendered (or `timeoutMs` has passed), so optional parts (the
 * chat, a dialog's code) never compete with the page's first render.
 */
export function useAfterIdle(timeoutMs = 2000): boolean {
  const [idle, setIdle] = useState(false);
  useEffect(() => {
    if (typeof requestIdleCallback === 'function') {
      const handle = requestIdleCallback(() => setIdle(true), { timeout: timeoutMs });
      return () => cancelIdleCallback(handle);
    }
    const timer = setTimeout(() => setIdle(true), timeoutMs);
    return () => clearTimeout(timer);
  }, [timeoutMs]);
  return idle;
}
