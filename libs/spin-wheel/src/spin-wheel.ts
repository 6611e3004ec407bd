// The framework-free prize wheel: a canvas that spins on tap, keeps turning while the server decides, then lands on
// the server's slice. The wheel is painted once into its canvas bitmap; each frame only rotates that bitmap with a
// compositor transform, so a frame costs a few arithmetic operations on the main thread and no repaint.
import {
  RESIZE_DEBOUNCE_MS,
  SPIN_FRICTION,
  canSpin,
  pickExtraTurns,
  spinDurationMs,
  wheelSize,
} from '@wallet/domain';
import { fitLabel } from './fit-label';
import { TAU, normalizeAngle, sliceIndexAt, sliceStep } from './geometry';
import { SpinMotion } from './spin-motion';
import type {
  RestDetail,
  RestOutcome,
  SpinTarget,
  SpinWheelEvents,
  SpinWheelOptions,
  WheelMessages,
  WheelSlice,
  WheelTheme,
} from './types';

/** English fallbacks; apps pass translated texts through `messages`. */
export const DEFAULT_MESSAGES: WheelMessages = {
  spinButton: (coins) => `Spin (${coins} ${coins === 1 ? 'coin' : 'coins'} left)`,
  wheel: 'Prize wheel',
  spinning: 'Spinning…',
  result: (slice) => `You won: ${slice.label}`,
  failed: 'The spin could not be completed. No prize was drawn.',
};

/** Neutral chrome; Thai and Lao fonts come after the system font so both scripts render. */
export const DEFAULT_THEME: WheelTheme = {
  fontFamily: 'system-ui, "Noto Sans Thai", "Noto Sans Lao", sans-serif',
  rim: '#1f2937',
  pointer: '#dc2626',
  hub: '#f9fafb',
  fallbackBg: '#e5e7eb',
  fallbackText: '#111827',
};

/** Settle length with `prefers-reduced-motion`: no extra turns, a short glide to the prize. */
export const REDUCED_MOTION_SETTLE_MS = 600;
/** Share of the half-size kept above the rim for the pointer. */
/**
 * The spin button's own look when the host gives no classes: every value a CSS custom property the host can set on
 * any ancestor, with a default (a 44 px touch target). Colours follow the enabled/disabled state (syncButton).
 */
const DEFAULT_BUTTON_STYLE = [
  'min-height:var(--wallet-spin-wheel-button-min-height,44px)',
  'min-width:44px',
  'padding:var(--wallet-spin-wheel-button-padding,10px 24px)',
  'border:0',
  'border-radius:var(--wallet-spin-wheel-button-radius,999px)',
  'font:inherit',
  'font-size:var(--wallet-spin-wheel-button-font-size,1rem)',
  'font-weight:700',
  'cursor:pointer',
].join(';');
const BUTTON_COLORS = {
  enabled: ['var(--wallet-spin-wheel-button-bg,#5b21b6)', 'var(--wallet-spin-wheel-button-color,#fff)'],
  disabled: [
    'var(--wallet-spin-wheel-button-disabled-bg,#e4e1ef)',
    'var(--wallet-spin-wheel-button-disabled-color,#4d4863)',
  ],
} as const;

const POINTER_ROOM = 0.08;
/** Where labels end, as a share of the radius; the rest up to the rim stays clear. */
const LABEL_OUTER = 0.86;
const LABEL_INNER = 0.2;

type Listeners = { [K in keyof SpinWheelEvents]: SpinWheelEvents[K][] };

/** Imperative canvas wheel. Create it in a container, `update()` it, `spin()`, `stop()`, and `destroy()` it. */
export class SpinWheel {
  /** Root element appended to the container: canvas, spin button and live region. */
  readonly element: HTMLDivElement;
  /** The wheel bitmap (slices and labels), painted once and rotated as a whole. */
  readonly canvas: HTMLCanvasElement;
  /** Fixed pointer and hub above the wheel. */
  readonly overlay: HTMLCanvasElement;
  readonly button: HTMLButtonElement;
  /** Polite live region announcing spin start and the result. */
  readonly liveRegion: HTMLDivElement;

  private readonly view: Window;
  private readonly stage: HTMLDivElement;
  /** Typed OM transform reused every frame (no string building); null where the browser lacks CSS Typed OM. */
  private readonly rotateAngle: CSSUnitValue | null = null;
  private readonly rotateTransform: CSSTransformValue | null = null;
  private options: SpinWheelOptions;
  private slices: readonly WheelSlice[];
  private pendingSlices: readonly WheelSlice[] | null = null;
  private messages: WheelMessages;
  private theme: WheelTheme;
  private listeners: Listeners = { spinstart: [], slicechange: [], rest: [] };

  private sizePx = 0;
  private bitmapPx = 0;
  private readonly motion = new SpinMotion();
  private lastSlice = -1;
  private frame = 0;
  private spinToken = 0;
  private answerError: unknown = undefined;
  private restPromise: Promise<RestDetail> | null = null;
  private resolveRest: ((detail: RestDetail) => void) | null = null;
  private resizeTimer: ReturnType<typeof setTimeout> | undefined;
  private dprQuery: MediaQueryList | null = null;
  private destroyed = false;

  constructor(container: HTMLElement, options: SpinWheelOptions) {
    const doc = container.ownerDocument;
    const view = doc.defaultView;
    if (!view) throw new Error('SpinWheel needs a container attached to a window');
    this.view = view;
    this.options = { ...options };
    this.slices = options.slices;
    this.messages = { ...DEFAULT_MESSAGES, ...options.messages };
    this.theme = { ...DEFAULT_THEME, ...options.theme };

    this.element = doc.createElement('div');
    this.element.className = 'wallet-spin-wheel';
    this.element.style.cssText = 'display:inline-flex;flex-direction:column;align-items:center;gap:12px';
    this.stage = doc.createElement('div');
    this.stage.style.cssText = 'position:relative;flex:none';
    this.canvas = doc.createElement('canvas');
    this.canvas.className = 'wallet-spin-wheel__canvas';
    this.canvas.setAttribute('role', 'img');
    // Its own compositor layer: rotating it repaints nothing.
    this.canvas.style.cssText = 'position:absolute;left:0;top:0;display:block;will-change:transform';
    this.overlay = doc.createElement('canvas');
    this.overlay.setAttribute('aria-hidden', 'true');
    this.overlay.style.cssText = 'position:absolute;left:0;top:0;display:block;pointer-events:none';
    this.stage.append(this.canvas, this.overlay);
    this.button = doc.createElement('button');
    this.button.type = 'button';
    this.styleButton();
    this.liveRegion = doc.createElement('div');
    this.liveRegion.setAttribute('aria-live', 'polite');
    this.liveRegion.setAttribute('role', 'status');
    this.liveRegion.style.cssText =
      'position:absolute;width:1px;height:1px;margin:-1px;padding:0;overflow:hidden;clip:rect(0 0 0 0);white-space:nowrap;border:0';
    this.element.append(this.stage, this.button, this.liveRegion);
    container.append(this.element);

    const typedOm = view as unknown as Partial<
      Pick<typeof globalThis, 'CSSUnitValue' | 'CSSRotate' | 'CSSTransformValue'>
    >;
    if (
      typedOm.CSSUnitValue &&
      typedOm.CSSRotate &&
      typedOm.CSSTransformValue &&
      'attributeStyleMap' in this.canvas
    ) {
      this.rotateAngle = new typedOm.CSSUnitValue(0, 'rad');
      this.rotateTransform = new typedOm.CSSTransformValue([new typedOm.CSSRotate(this.rotateAngle)]);
    }

    this.button.addEventListener('click', this.onButtonClick);
    view.addEventListener('resize', this.onResize);
    doc.fonts?.addEventListener('loadingdone', this.onFontsLoaded);
    this.watchPixelRatio();
    this.syncButton();
    this.canvas.setAttribute('aria-label', this.messages.wheel);
    this.layout();
  }

  /** Current rotation in radians (clockwise, pointer at 12 o'clock). */
  get rotation(): number {
    return this.motion.rotation;
  }

  /** True from the tap until the `rest` event. */
  get spinning(): boolean {
    return this.motion.phase !== 'idle';
  }

  /** Index of the slice under the pointer, or -1 for an empty wheel. */
  get sliceIndex(): number {
    return this.slices.length === 0 ? -1 : sliceIndexAt(this.motion.rotation, this.slices.length);
  }

  /** Subscribes to an event; returns the unsubscribe function. */
  on<K extends keyof SpinWheelEvents>(type: K, listener: SpinWheelEvents[K]): () => void {
    // Copy on write, so an emit in progress keeps iterating its own array.
    this.listeners = { ...this.listeners, [type]: [...this.listeners[type], listener] };
    return () => this.off(type, listener);
  }

  /** Removes a listener added with `on()`. */
  off<K extends keyof SpinWheelEvents>(type: K, listener: SpinWheelEvents[K]): void {
    const list = this.listeners[type] as SpinWheelEvents[K][];
    this.listeners = { ...this.listeners, [type]: list.filter((item) => item !== listener) };
  }

  /** Changes options; slice changes wait for the wheel to rest so a spin never lands on a redrawn wheel. */
  /** The host's classes, or the wheel's own look (custom properties with defaults, set through the CSSOM). */
  private styleButton(): void {
    const hostClasses = this.options.buttonClassName?.trim();
    this.button.className = hostClasses
      ? `wallet-spin-wheel__button ${hostClasses}`
      : 'wallet-spin-wheel__button';
    this.button.style.cssText = hostClasses ? '' : DEFAULT_BUTTON_STYLE;
    this.syncButton();
  }

  update(options: Partial<SpinWheelOptions>): void {
    if (this.destroyed) return;
    const previous = this.options;
    this.options = { ...previous, ...options };
    if ('messages' in options) this.messages = { ...DEFAULT_MESSAGES, ...this.options.messages };
    if ('buttonClassName' in options && options.buttonClassName !== previous.buttonClassName)
      this.styleButton();
    const themeChanged = 'theme' in options && options.theme !== previous.theme;
    if (themeChanged) this.theme = { ...DEFAULT_THEME, ...this.options.theme };
    let repaint = themeChanged || this.options.size !== previous.size;
    if (options.slices && options.slices !== this.slices) {
      if (!this.spinning) {
        this.slices = options.slices;
        repaint = true;
      } else {
        this.pendingSlices = options.slices;
      }
    }
    this.canvas.setAttribute('aria-label', this.messages.wheel);
    this.syncButton();
    if (repaint) this.layout();
  }

  /**
   * Starts spinning now and lands on `target` once it is known (a pending server call may be passed). Resolves with
   * the rest detail. Ignored while already spinning: the running spin's promise is returned.
   */
  spin(target: SpinTarget): Promise<RestDetail> {
    if (this.destroyed) return Promise.reject(new Error('SpinWheel was destroyed'));
    if (this.restPromise) return this.restPromise;
    const token = ++this.spinToken;
    const random = this.options.random ?? Math.random;
    const still = this.prefersReducedMotion();
    const extraTurns = still ? 0 : pickExtraTurns(random);
    const durationMs = still
      ? REDUCED_MOTION_SETTLE_MS
      : spinDurationMs(extraTurns, random, this.options.durationMs);
    this.answerError = undefined;
    this.motion.begin({ extraTurns, durationMs, friction: SPIN_FRICTION, still });
    this.restPromise = new Promise<RestDetail>((resolve) => {
      this.resolveRest = resolve;
    });
    this.syncButton();
    this.announce(this.messages.spinning);
    this.emit('spinstart');

    if (typeof target === 'object' && target !== null && typeof target.then === 'function') {
      target.then(
        (value) => {
          if (token === this.spinToken) this.acceptAnswer(value);
        },
        (error: unknown) => {
          if (token === this.spinToken) this.rejectAnswer(error);
        },
      );
    } else {
      this.acceptAnswer(target as string | number);
    }
    this.frame = this.view.requestAnimationFrame(this.tick);
    return this.restPromise;
  }

  /** Ends the spin now: jumps to the prize if it is known, otherwise stops where it is with no prize. */
  stop(): void {
    if (!this.spinning) return;
    this.view.cancelAnimationFrame(this.frame);
    this.spinToken += 1;
    const cut = this.motion.skipToEnd();
    this.finish(cut === 'landing' ? 'landed' : cut === 'settling' ? 'failed' : 'stopped');
  }

  /** Puts an idle wheel back to its starting position (the spin page resets it after the prize modal). */
  reset(): void {
    if (this.spinning) return;
    this.motion.rotation = 0;
    this.lastSlice = this.sliceIndex;
    this.draw();
  }

  /** Cancels frames and timers, removes every listener and the wheel's elements. */
  destroy(): void {
    if (this.destroyed) return;
    this.destroyed = true;
    this.spinToken += 1;
    this.view.cancelAnimationFrame(this.frame);
    clearTimeout(this.resizeTimer);
    this.button.removeEventListener('click', this.onButtonClick);
    this.view.removeEventListener('resize', this.onResize);
    this.canvas.ownerDocument.fonts?.removeEventListener('loadingdone', this.onFontsLoaded);
    this.dprQuery?.removeEventListener('change', this.onPixelRatioChange);
    this.dprQuery = null;
    if (this.resolveRest) this.resolveRest(this.restDetail('stopped', null));
    this.resolveRest = null;
    this.restPromise = null;
    this.motion.skipToEnd();
    this.listeners = { spinstart: [], slicechange: [], rest: [] };
    this.element.remove();
  }

  private readonly onButtonClick = (): void => {
    const coins = this.options.coins ?? 0;
    const request = this.options.onSpinRequest;
    if (!request || !canSpin({ spinning: this.spinning, coins })) return;
    let answer: PromiseLike<string | number>;
    try {
      answer = request();
    } catch (error) {
      answer = Promise.reject(error);
    }
    void this.spin(answer);
  };

  private readonly onResize = (): void => {
    if (this.options.size !== undefined) return;
    clearTimeout(this.resizeTimer);
    this.resizeTimer = setTimeout(() => this.layout(), RESIZE_DEBOUNCE_MS);
  };

  private readonly onFontsLoaded = (): void => {
    this.paintBitmaps();
    this.draw();
  };

  private readonly onPixelRatioChange = (): void => {
    this.watchPixelRatio();
    this.layout();
  };

  /** Re-arms a media query that fires when the device pixel ratio changes (zoom, moving to another screen). */
  private watchPixelRatio(): void {
    this.dprQuery?.removeEventListener('change', this.onPixelRatioChange);
    this.dprQuery = null;
    if (typeof this.view.matchMedia !== 'function') return;
    this.dprQuery = this.view.matchMedia(`(resolution: ${this.view.devicePixelRatio || 1}dppx)`);
    this.dprQuery.addEventListener('change', this.onPixelRatioChange);
  }

  private prefersReducedMotion(): boolean {
    const setting = this.options.reducedMotion ?? 'auto';
    if (setting !== 'auto') return setting;
    return (
      typeof this.view.matchMedia === 'function' &&
      this.view.matchMedia('(prefers-reduced-motion: reduce)').matches
    );
  }

  private acceptAnswer(value: string | number): void {
    const index = typeof value === 'number' ? value : this.slices.findIndex((slice) => slice.code === value);
    if (!Number.isInteger(index) || index < 0 || index >= this.slices.length) {
      this.rejectAnswer(new RangeError(`the wheel has no slice ${JSON.stringify(value)}`));
      return;
    }
    const random = this.options.random ?? Math.random;
    this.motion.land(index, this.slices.length, random() - 0.5);
  }

  private rejectAnswer(error: unknown): void {
    this.answerError = error;
    this.motion.fail();
  }

  /** One animation frame: advance the motion to the frame's timestamp, paint, report slice changes. */
  private readonly tick = (now: number): void => {
    if (!this.spinning) return;
    const done = this.motion.advance(now);
    this.draw();
    this.reportSlice(true);
    if (done) {
      this.finish(this.motion.landingIndex >= 0 ? 'landed' : 'failed');
      return;
    }
    this.frame = this.view.requestAnimationFrame(this.tick);
  };

  private finish(outcome: RestOutcome): void {
    const landed = outcome === 'landed' ? this.motion.landingIndex : -1;
    this.motion.rotation = normalizeAngle(this.motion.rotation);
    const detail = this.restDetail(outcome, landed >= 0 ? landed : null);
    if (this.pendingSlices) {
      this.slices = this.pendingSlices;
      this.pendingSlices = null;
      this.paintBitmaps();
    }
    this.draw();
    this.reportSlice(false);
    this.canvas.dataset['rotation'] = String(this.motion.rotation);
    this.syncButton();
    this.announce(detail.slice ? this.messages.result(detail.slice) : this.messages.failed);
    const resolve = this.resolveRest;
    this.resolveRest = null;
    this.restPromise = null;
    resolve?.(detail);
    this.emit('rest', detail);
  }

  private restDetail(outcome: RestOutcome, index: number | null): RestDetail {
    const slice = index === null ? null : (this.slices[index] ?? null);
    const detail: RestDetail = { outcome, index, slice, rotation: normalizeAngle(this.motion.rotation) };
    if (outcome === 'failed') detail.error = this.answerError;
    return detail;
  }

  /** Tracks the slice under the pointer; with `notify`, tells slicechange listeners when it changed. */
  private reportSlice(notify: boolean): void {
    const index = this.sliceIndex;
    if (index === this.lastSlice) return;
    this.lastSlice = index;
    const slice = this.slices[index];
    if (!slice || !notify) return;
    // Hot path (can fire every frame on big wheels): a plain loop with no argument arrays.
    const list = this.listeners.slicechange;
    for (let i = 0; i < list.length; i += 1) {
      try {
        list[i]?.(index, slice);
      } catch (error) {
        queueMicrotask(() => {
          throw error;
        });
      }
    }
  }

  private emit<K extends keyof SpinWheelEvents>(type: K, ...args: Parameters<SpinWheelEvents[K]>): void {
    const list = this.listeners[type] as ((...values: Parameters<SpinWheelEvents[K]>) => void)[];
    for (let i = 0; i < list.length; i += 1) {
      try {
        list[i]?.(...args);
      } catch (error) {
        // A failing listener must not freeze the wheel; surface it without breaking the frame loop.
        queueMicrotask(() => {
          throw error;
        });
      }
    }
  }

  private announce(text: string): void {
    this.liveRegion.textContent = text;
  }

  private syncButton(): void {
    const coins = this.options.coins ?? 0;
    this.button.textContent = this.messages.spinButton(coins);
    this.button.hidden = !this.options.onSpinRequest;
    // aria-disabled keeps the button focusable while a spin runs, so focus is not lost mid-spin.
    const disabled = !canSpin({ spinning: this.spinning, coins });
    this.button.setAttribute('aria-disabled', String(disabled));
    if (!this.options.buttonClassName?.trim()) {
      const [background, color] = BUTTON_COLORS[disabled ? 'disabled' : 'enabled'];
      this.button.style.background = background;
      this.button.style.color = color;
      this.button.style.cursor = disabled ? 'not-allowed' : 'pointer';
    }
  }

  /** Sizes the canvas for the CSS size and pixel ratio, then repaints the bitmaps and the current frame. */
  private layout(): void {
    if (this.destroyed) return;
    const size = this.options.size ?? wheelSize(this.view.innerWidth);
    const ratio = this.view.devicePixelRatio || 1;
    this.sizePx = size;
    this.bitmapPx = Math.max(1, Math.round(size * ratio));
    this.stage.style.width = `${size}px`;
    this.stage.style.height = `${size}px`;
    for (const layer of [this.canvas, this.overlay]) {
      layer.width = this.bitmapPx;
      layer.height = this.bitmapPx;
      layer.style.width = `${size}px`;
      layer.style.height = `${size}px`;
    }
    this.paintBitmaps();
    this.lastSlice = this.sliceIndex;
    this.draw();
  }

  /** Paints the slices and labels (rotating layer) and the pointer and hub (fixed layer) once per size or data change. */
  private paintBitmaps(): void {
    const px = this.bitmapPx;
    const scale = px / this.sizePx;
    const half = this.sizePx / 2;
    const radius = half * (1 - POINTER_ROOM);
    const theme = this.theme;

    const wheel = this.canvas.getContext('2d');
    if (wheel) {
      wheel.setTransform(1, 0, 0, 1, 0, 0);
      wheel.clearRect(0, 0, px, px);
      wheel.setTransform(scale, 0, 0, scale, 0, 0);
      const count = this.slices.length;
      wheel.beginPath();
      wheel.arc(half, half, radius, 0, TAU);
      wheel.fillStyle = theme.fallbackBg;
      wheel.fill();
      if (count > 0) {
        const step = sliceStep(count);
        const middle = ((LABEL_INNER + LABEL_OUTER) / 2) * radius;
        const maxFontPx = Math.min(radius * 0.11, 2 * middle * Math.sin(Math.min(step, Math.PI) / 2) * 0.8);
        // Below 11 px Thai and Lao marks blur together on phones: cut the label instead (the coupon table shows it whole).
        const box = {
          maxWidth: (LABEL_OUTER - LABEL_INNER) * radius,
          maxFontPx,
          minFontPx: Math.min(11, maxFontPx),
        };
        const measure = (text: string, fontPx: number): number => {
          wheel.font = `${fontPx}px ${theme.fontFamily}`;
          return wheel.measureText(text).width;
        };
        wheel.lineWidth = 1;
        wheel.strokeStyle = 'rgba(255,255,255,0.7)';
        for (let i = 0; i < count; i += 1) {
          const slice = this.slices[i] as WheelSlice;
          const start = -Math.PI / 2 + i * step;
          wheel.beginPath();
          wheel.moveTo(half, half);
          wheel.arc(half, half, radius, start, start + step);
          wheel.closePath();
          // An unusable colour from the server is ignored by canvas, leaving the fallback in place.
          wheel.fillStyle = theme.fallbackBg;
          wheel.fillStyle = slice.bgColor;
          wheel.fill();
          if (count > 1) wheel.stroke();
          const label = fitLabel(slice.label, box, measure);
          if (label.text === '') continue;
          // Labels run along the radius, ending near the rim; on the left half they are turned over to stay upright.
          const centre = start + step / 2;
          const leftHalf = Math.cos(centre) < -1e-9;
          wheel.save();
          wheel.translate(half, half);
          wheel.rotate(leftHalf ? centre + Math.PI : centre);
          wheel.font = `${label.fontPx}px ${theme.fontFamily}`;
          wheel.textAlign = leftHalf ? 'left' : 'right';
          wheel.textBaseline = 'middle';
          wheel.fillStyle = theme.fallbackText;
          wheel.fillStyle = slice.textColor;
          wheel.fillText(label.text, (leftHalf ? -LABEL_OUTER : LABEL_OUTER) * radius, 0);
          wheel.restore();
        }
      }
      wheel.beginPath();
      wheel.lineWidth = radius * 0.04;
      wheel.strokeStyle = theme.rim;
      wheel.arc(half, half, radius - wheel.lineWidth / 2, 0, TAU);
      wheel.stroke();
    }

    const overlay = this.overlay.getContext('2d');
    if (overlay) {
      overlay.setTransform(1, 0, 0, 1, 0, 0);
      overlay.clearRect(0, 0, px, px);
      overlay.setTransform(scale, 0, 0, scale, 0, 0);
      overlay.beginPath();
      overlay.arc(half, half, radius * 0.12, 0, TAU);
      overlay.fillStyle = theme.hub;
      overlay.fill();
      overlay.lineWidth = radius * 0.03;
      overlay.strokeStyle = theme.rim;
      overlay.stroke();
      const top = half - radius;
      overlay.beginPath();
      overlay.moveTo(half - radius * 0.07, Math.max(1, top * 0.25));
      overlay.lineTo(half + radius * 0.07, Math.max(1, top * 0.25));
      overlay.lineTo(half, top + radius * 0.13);
      overlay.closePath();
      overlay.fillStyle = theme.pointer;
      overlay.fill();
      overlay.lineWidth = 1.5;
      overlay.strokeStyle = theme.hub;
      overlay.stroke();
    }
  }

  /** Per-frame update: rotate the painted wheel about its centre. Allocation-free where CSS Typed OM exists. */
  private draw(): void {
    const angle = normalizeAngle(this.motion.rotation);
    if (this.rotateAngle && this.rotateTransform) {
      this.rotateAngle.value = angle;
      this.canvas.attributeStyleMap.set('transform', this.rotateTransform);
    } else {
      this.canvas.style.transform = `rotate(${angle}rad)`;
    }
  }
}

/** Creates a wheel inside `container`; same as `new SpinWheel(container, options)`. */
export function createSpinWheel(container: HTMLElement, options: SpinWheelOptions): SpinWheel {
  return new SpinWheel(container, options);
}
