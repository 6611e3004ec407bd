// The framework-free prize wheel: a canvas that spins on tap, keeps turning while the server decides, then lands on
// the server's slice. The wheel is painted once into its canvas bitmap; each frame only rotates that bitmap with a
// compositor transform, so a frame costs a few arithmetic operations on the main thread and no repaint.
// This class is the DOM and lifecycle layer (as in CrazyTim's spin-wheel): drawing is in wheel-painter.ts, the
// elements and button in wheel-dom.ts, the motion in spin-motion.ts over the pure geometry.
import {
  RESIZE_DEBOUNCE_MS,
  SPIN_FRICTION,
  canSpin,
  pickExtraTurns,
  spinDurationMs,
  wheelSize,
} from '@wallet/domain';
import { normalizeAngle, sliceIndexAt } from './geometry';
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
import { DEFAULT_MESSAGES, DEFAULT_THEME, REDUCED_MOTION_SETTLE_MS } from './wheel-defaults';
import { applyButtonState, applyButtonStyle, createWheelElements, sizeLayers } from './wheel-dom';
import type { WheelElements } from './wheel-dom';
import { WheelEvents } from './wheel-events';
import { CanvasRotor, paintOverlay, paintWheel } from './wheel-painter';

export { DEFAULT_MESSAGES, DEFAULT_THEME, REDUCED_MOTION_SETTLE_MS } from './wheel-defaults';

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
  private readonly parts: WheelElements;
  private readonly rotor: CanvasRotor;
  private readonly events = new WheelEvents();
  private options: SpinWheelOptions;
  private slices: readonly WheelSlice[];
  private pendingSlices: readonly WheelSlice[] | null = null;
  private messages: WheelMessages;
  private theme: WheelTheme;

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

    this.parts = createWheelElements(doc);
    this.element = this.parts.element;
    this.canvas = this.parts.canvas;
    this.overlay = this.parts.overlay;
    this.button = this.parts.button;
    this.liveRegion = this.parts.liveRegion;
    this.styleButton();
    container.append(this.element);
    this.rotor = new CanvasRotor(this.canvas, view);

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
    return this.events.on(type, listener);
  }

  /** Removes a listener added with `on()`. */
  off<K extends keyof SpinWheelEvents>(type: K, listener: SpinWheelEvents[K]): void {
    this.events.off(type, listener);
  }

  /** Changes options; slice changes wait for the wheel to rest so a spin never lands on a redrawn wheel. */
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
    this.events.emit('spinstart');

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
    this.events.clear();
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
    this.events.emit('rest', detail);
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
    this.events.emitSliceChange(index, slice);
  }

  private announce(text: string): void {
    this.liveRegion.textContent = text;
  }

  private styleButton(): void {
    applyButtonStyle(this.button, this.options.buttonClassName);
    this.syncButton();
  }

  private syncButton(): void {
    applyButtonState(this.button, {
      coins: this.options.coins ?? 0,
      spinning: this.spinning,
      hasRequest: Boolean(this.options.onSpinRequest),
      buttonClassName: this.options.buttonClassName,
      messages: this.messages,
    });
  }

  /** Sizes the canvas for the CSS size and pixel ratio, then repaints the bitmaps and the current frame. */
  private layout(): void {
    if (this.destroyed) return;
    const size = this.options.size ?? wheelSize(this.view.innerWidth);
    const ratio = this.view.devicePixelRatio || 1;
    this.sizePx = size;
    this.bitmapPx = Math.max(1, Math.round(size * ratio));
    sizeLayers(this.parts, size, this.bitmapPx);
    this.paintBitmaps();
    this.lastSlice = this.sliceIndex;
    this.draw();
  }

  /** Paints the slices and labels (rotating layer) and the pointer and hub (fixed layer) once per size or data change. */
  private paintBitmaps(): void {
    const size = { sizePx: this.sizePx, bitmapPx: this.bitmapPx };
    const wheel = this.canvas.getContext('2d');
    if (wheel) paintWheel(wheel, size, this.slices, this.theme);
    const overlay = this.overlay.getContext('2d');
    if (overlay) paintOverlay(overlay, size, this.theme);
  }

  /** Per-frame update: rotate the painted wheel about its centre. */
  private draw(): void {
    this.rotor.rotate(this.motion.rotation);
  }
}

/** Creates a wheel inside `container`; same as `new SpinWheel(container, options)`. */
export function createSpinWheel(container: HTMLElement, options: SpinWheelOptions): SpinWheel {
  return new SpinWheel(container, options);
}
