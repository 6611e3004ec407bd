// Toast notifications: success, danger and info; auto-dismissed, paused while focused or hovered, announced by live regions.
import {
  createContext,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useRef,
  useState,
  type ReactNode,
} from 'react';
import { createPortal } from 'react-dom';
import { cx } from '../internal/cx';
import { useOverlayHost } from '../modal-dialog/modal-stack';
import { useKitTexts } from '../texts/kit-texts';
import { StrokeIcon } from '../internal/stroke-icon';

export type ToastTone = 'success' | 'danger' | 'info';

export interface ToastItem {
  id: number;
  tone: ToastTone;
  message: ReactNode;
  /** Milliseconds before it disappears; 0 keeps it until dismissed. */
  durationMs: number;
}

export interface ToastOptions {
  durationMs?: number;
}

export interface ToastApi {
  show: (tone: ToastTone, message: ReactNode, options?: ToastOptions) => number;
  success: (message: ReactNode, options?: ToastOptions) => number;
  danger: (message: ReactNode, options?: ToastOptions) => number;
  info: (message: ReactNode, options?: ToastOptions) => number;
  dismiss: (id: number) => void;
}

const ToastContext = createContext<ToastApi | null>(null);

export interface ToastProviderProps {
  children: ReactNode;
  /** Default time on screen. */
  defaultDurationMs?: number;
  /** Oldest toasts are dropped beyond this count. */
  max?: number;
}

/** Holds the toast queue and renders the stack at the top of the screen. */
export function ToastProvider({ children, defaultDurationMs = 4000, max = 4 }: ToastProviderProps) {
  const [toasts, setToasts] = useState<ToastItem[]>([]);
  const nextId = useRef(1);

  const dismiss = useCallback((id: number) => {
    setToasts((list) => list.filter((t) => t.id !== id));
  }, []);

  const show = useCallback(
    (tone: ToastTone, message: ReactNode, options?: ToastOptions) => {
      const id = nextId.current;
      nextId.current += 1;
      const item: ToastItem = { id, tone, message, durationMs: options?.durationMs ?? defaultDurationMs };
      setToasts((list) => [...list, item].slice(-max));
      return id;
    },
    [defaultDurationMs, max],
  );

  const api = useMemo<ToastApi>(
    () => ({
      show,
      dismiss,
      success: (message, options) => show('success', message, options),
      danger: (message, options) => show('danger', message, options),
      info: (message, options) => show('info', message, options),
    }),
    [show, dismiss],
  );

  return (
    <ToastContext.Provider value={api}>
      {children}
      <ToastStack toasts={toasts} onDismiss={dismiss} />
    </ToastContext.Provider>
  );
}

/** The toast API of the nearest ToastProvider. */
export function useToast(): ToastApi {
  const api = useContext(ToastContext);
  if (!api) throw new Error('useToast must be used inside <ToastProvider>');
  return api;
}

/** The toast API when a provider exists, otherwise null (for components that can report another way). */
export function useOptionalToast(): ToastApi | null {
  return useContext(ToastContext);
}

export interface ToastStackProps {
  toasts: ReadonlyArray<ToastItem>;
  onDismiss: (id: number) => void;
}

/**
 * Two always-present live regions (polite, assertive) so new toasts are announced reliably. Rendered into the body,
 * or into the top open dialog (outside it the page is inert and under it); a page rendered on the server has no
 * body: while such a page is hydrated they are left out (the server snapshot), then added at once.
 */
export function ToastStack({ toasts, onDismiss }: ToastStackProps) {
  const texts = useKitTexts();
  const host = useOverlayHost();
  if (!host) return null;
  const polite = toasts.filter((t) => t.tone !== 'danger');
  const urgent = toasts.filter((t) => t.tone === 'danger');
  return createPortal(
    <section className="wk-toasts" aria-label={texts.notifications}>
      {/* Live regions by attribute, not role: inside a dialog, the dialog's own alert or status is still the one. */}
      <div aria-live="assertive" className="wk-toasts__region">
        {urgent.map((t) => (
          <Toast key={t.id} toast={t} onDismiss={onDismiss} />
        ))}
      </div>
      <div aria-live="polite" className="wk-toasts__region">
        {polite.map((t) => (
          <Toast key={t.id} toast={t} onDismiss={onDismiss} />
        ))}
      </div>
    </section>,
    host,
  );
}

function Toast({ toast, onDismiss }: { toast: ToastItem; onDismiss: (id: number) => void }) {
  const texts = useKitTexts();
  const [paused, setPaused] = useState(false);
  useEffect(() => {
    if (paused || toast.durationMs <= 0) return undefined;
    const timer = setTimeout(() => onDismiss(toast.id), toast.durationMs);
    return () => clearTimeout(timer);
  }, [paused, toast.durationMs, toast.id, onDismiss]);

  return (
    <div
      className={cx('wk-toast', `wk-toast--${toast.tone}`)}
      onMouseEnter={() => setPaused(true)}
      onMouseLeave={() => setPaused(false)}
      onFocus={() => setPaused(true)}
      onBlur={() => setPaused(false)}
    >
      <p className="wk-toast__message">{toast.message}</p>
      <button
        type="button"
        className="wk-round-button wk-toast__close"
        aria-label={texts.dismiss}
        onClick={() => onDismiss(toast.id)}
      >
        <StrokeIcon path="close" size={20} strokeWidth={2.5} />
      </button>
    </div>
  );
}
