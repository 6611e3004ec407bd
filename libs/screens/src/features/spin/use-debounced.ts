// A trailing debounce: the call runs once, `ms` after the last of a burst of calls (docs/product.md#spin: claim confirm, 500 ms).
import { useCallback, useEffect, useRef } from 'react';

export function useDebounced<A extends unknown[]>(
  fn: (...args: A) => void,
  ms: number,
): { call: (...args: A) => void; cancel: () => void } {
  const latest = useRef(fn);
  latest.current = fn;
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const cancel = useCallback(() => {
    if (timer.current !== null) clearTimeout(timer.current);
    timer.current = null;
  }, []);
  const call = useCallback(
    (...args: A) => {
      cancel();
      timer.current = setTimeout(() => {
        timer.current = null;
        latest.current(...args);
      }, ms);
    },
    [cancel, ms],
  );
  useEffect(() => cancel, [cancel]);
  return { call, cancel };
}
