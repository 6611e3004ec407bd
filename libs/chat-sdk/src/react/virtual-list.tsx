// Windowed list for long chats: only rows near the viewport are mounted, measured heights keep scrolling exact.
import { memo, useCallback, useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react';
import type { ReactNode } from 'react';

/** Props of {@link VirtualList}. */
export interface VirtualListProps<T> {
  items: readonly T[];
  getKey: (item: T) => string;
  renderItem: (item: T, index: number) => ReactNode;
  /** Height assumed for rows not measured yet. */
  estimateHeight?: number;
  /** Extra pixels rendered above and below the viewport. */
  overscan?: number;
  /** Called when the user scrolls near the top (load older history). */
  onReachStart?: () => void;
  /** Content above the first row (e.g. a "load earlier" button). */
  header?: ReactNode;
  className?: string;
  label: string;
}

const NEAR_BOTTOM_PX = 48;
const NEAR_TOP_PX = 80;
/** Viewport assumed before layout is known (first render, environments without layout). */
const FALLBACK_VIEWPORT_PX = 600;

/** First index whose bottom edge is below `y` (tops has n + 1 entries). */
function indexAt(tops: readonly number[], y: number): number {
  let lo = 0;
  let hi = tops.length - 2;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if ((tops[mid + 1] ?? 0) <= y) lo = mid + 1;
    else hi = mid;
  }
  return Math.max(0, lo);
}

type Register = (key: string, el: HTMLElement) => () => void;

interface RowProps {
  rowKey: string;
  index: number;
  register: Register;
  children: ReactNode;
}

/** A mounted row; registers its element for measuring while it lives. */
const Row = memo(function Row({ rowKey, index, register, children }: RowProps) {
  const ref = useRef<HTMLDivElement>(null);
  useLayoutEffect(() => {
    const el = ref.current;
    return el ? register(rowKey, el) : undefined;
  }, [rowKey, register]);
  return (
    <div ref={ref} data-index={index} className="wc-row">
      {children}
    </div>
  );
});

/** A vertically scrolling log that mounts only visible rows and sticks to the bottom while the user is there. */
export function VirtualList<T>({
  items,
  getKey,
  renderItem,
  estimateHeight = 72,
  overscan = 600,
  onReachStart,
  header,
  className,
  label,
}: VirtualListProps<T>) {
  const scroller = useRef<HTMLDivElement>(null);
  const elements = useRef(new Map<string, HTMLElement>());
  const atBottom = useRef(true);
  const firstKey = useRef<string | null>(null);
  const [heights, setHeights] = useState<ReadonlyMap<string, number>>(() => new Map());
  const [view, setView] = useState({ top: 0, height: 0 });

  const keys = useMemo(() => items.map(getKey), [items, getKey]);
  const tops = useMemo(() => {
    const out = new Array<number>(keys.length + 1);
    out[0] = 0;
    for (let i = 0; i < keys.length; i += 1)
      out[i + 1] = (out[i] ?? 0) + (heights.get(keys[i] ?? '') ?? estimateHeight);
    return out;
  }, [keys, estimateHeight, heights]);

  const total = tops[keys.length] ?? 0;
  const viewport = view.height || FALLBACK_VIEWPORT_PX;
  const start = keys.length ? indexAt(tops, Math.max(0, view.top - overscan)) : 0;
  const end = keys.length ? Math.min(keys.length, indexAt(tops, view.top + viewport + overscan) + 1) : 0;

  /** Reads the real heights of mounted rows; state changes only when one differs. */
  const measure = useCallback(() => {
    setHeights((previous) => {
      let next: Map<string, number> | null = null;
      for (const [key, el] of elements.current) {
        const h = el.getBoundingClientRect().height;
        if (h > 0 && Math.abs((previous.get(key) ?? -1) - h) > 0.5) {
          next ??= new Map(previous);
          next.set(key, h);
        }
      }
      return next ?? previous;
    });
  }, []);

  const [observer] = useState(() =>
    typeof ResizeObserver === 'function' ? new ResizeObserver(() => measure()) : null,
  );
  useEffect(() => () => observer?.disconnect(), [observer]);

  const register = useCallback<Register>(
    (key, el) => {
      elements.current.set(key, el);
      observer?.observe(el);
      measure();
      return () => {
        observer?.unobserve(el);
        if (elements.current.get(key) === el) elements.current.delete(key);
      };
    },
    [observer, measure],
  );

  // The viewport height comes from layout; follow its size.
  useEffect(() => {
    const el = scroller.current;
    if (!el || typeof ResizeObserver !== 'function') return undefined;
    const ro = new ResizeObserver(() => setView({ top: el.scrollTop, height: el.clientHeight }));
    ro.observe(el);
    return () => ro.disconnect();
  }, []);

  // After each render: keep the reading position when older rows were prepended, stick to the bottom otherwise.
  useLayoutEffect(() => {
    const el = scroller.current;
    if (!el) return;
    const newFirst = keys[0] ?? null;
    const oldFirst = firstKey.current;
    firstKey.current = newFirst;
    if (oldFirst && newFirst !== oldFirst && !atBottom.current) {
      const k = keys.indexOf(oldFirst);
      if (k > 0) el.scrollTop += tops[k] ?? 0;
    }
    if (atBottom.current) el.scrollTop = el.scrollHeight;
  }, [keys, tops]);

  const onScroll = () => {
    const el = scroller.current;
    if (!el) return;
    atBottom.current = el.scrollHeight - el.scrollTop - el.clientHeight < NEAR_BOTTOM_PX;
    setView({ top: el.scrollTop, height: el.clientHeight });
    if (el.scrollTop < NEAR_TOP_PX) onReachStart?.();
  };

  return (
    // A scrollable region must be reachable by keyboard (axe: scrollable-region-focusable).
    // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
    <div ref={scroller} className={className} role="log" aria-label={label} tabIndex={0} onScroll={onScroll}>
      {header}
      <div style={{ height: tops[start] ?? 0 }} aria-hidden="true" />
      {keys.slice(start, end).map((key, i) => {
        const index = start + i;
        const item = items[index];
        return item === undefined ? null : (
          <Row key={key} rowKey={key} index={index} register={register}>
            {renderItem(item, index)}
          </Row>
        );
      })}
      <div style={{ height: Math.max(0, total - (tops[end] ?? total)) }} aria-hidden="true" />
    </div>
  );
}
