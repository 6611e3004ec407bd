// The wheel's DOM: the elements (stage with two canvas layers, spin button, live region), the button's default look
// and state, and sizing the layers. No drawing and no motion here.
import { canSpin } from '@wallet/domain';
import type { WheelMessages } from './types';

/**
 * The spin button's own look when the host gives no classes: every value a CSS custom property the host can set on
 * any ancestor, with a default (a 44 px touch target). Colours follow the enabled/disabled state (applyButtonState).
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

/** The elements of one wheel. */
export interface WheelElements {
  /** Root element appended to the container: canvas, spin button and live region. */
  element: HTMLDivElement;
  stage: HTMLDivElement;
  canvas: HTMLCanvasElement;
  overlay: HTMLCanvasElement;
  button: HTMLButtonElement;
  liveRegion: HTMLDivElement;
}

/** Creates the wheel's elements (not yet attached). */
export function createWheelElements(doc: Document): WheelElements {
  const element = doc.createElement('div');
  element.className = 'wallet-spin-wheel';
  element.style.cssText = 'display:inline-flex;flex-direction:column;align-items:center;gap:12px';
  const stage = doc.createElement('div');
  stage.style.cssText = 'position:relative;flex:none';
  const canvas = doc.createElement('canvas');
  canvas.className = 'wallet-spin-wheel__canvas';
  canvas.setAttribute('role', 'img');
  // Its own compositor layer: rotating it repaints nothing.
  canvas.style.cssText = 'position:absolute;left:0;top:0;display:block;will-change:transform';
  const overlay = doc.createElement('canvas');
  overlay.setAttribute('aria-hidden', 'true');
  overlay.style.cssText = 'position:absolute;left:0;top:0;display:block;pointer-events:none';
  stage.append(canvas, overlay);
  const button = doc.createElement('button');
  button.type = 'button';
  const liveRegion = doc.createElement('div');
  liveRegion.setAttribute('aria-live', 'polite');
  liveRegion.setAttribute('role', 'status');
  liveRegion.style.cssText =
    'position:absolute;width:1px;height:1px;margin:-1px;padding:0;overflow:hidden;clip:rect(0 0 0 0);white-space:nowrap;border:0';
  element.append(stage, button, liveRegion);
  return { element, stage, canvas, overlay, button, liveRegion };
}

/** The host's classes, or the wheel's own look (custom properties with defaults, set through the CSSOM). */
export function applyButtonStyle(button: HTMLButtonElement, buttonClassName: string | undefined): void {
  const hostClasses = buttonClassName?.trim();
  button.className = hostClasses ? `wallet-spin-wheel__button ${hostClasses}` : 'wallet-spin-wheel__button';
  button.style.cssText = hostClasses ? '' : DEFAULT_BUTTON_STYLE;
}

/** What the button shows and allows now. */
export interface ButtonState {
  coins: number;
  spinning: boolean;
  /** Without a spin request the wheel is spun by code and the button is hidden. */
  hasRequest: boolean;
  buttonClassName: string | undefined;
  messages: WheelMessages;
}

export function applyButtonState(button: HTMLButtonElement, state: ButtonState): void {
  button.textContent = state.messages.spinButton(state.coins);
  button.hidden = !state.hasRequest;
  // aria-disabled keeps the button focusable while a spin runs, so focus is not lost mid-spin.
  const disabled = !canSpin({ spinning: state.spinning, coins: state.coins });
  button.setAttribute('aria-disabled', String(disabled));
  if (!state.buttonClassName?.trim()) {
    const [background, color] = BUTTON_COLORS[disabled ? 'disabled' : 'enabled'];
    button.style.background = background;
    button.style.color = color;
    button.style.cursor = disabled ? 'not-allowed' : 'pointer';
  }
}

/** Sizes the stage and both canvas layers: `size` CSS pixels shown, `bitmapPx` device pixels painted. */
export function sizeLayers(elements: WheelElements, size: number, bitmapPx: number): void {
  elements.stage.style.width = `${size}px`;
  elements.stage.style.height = `${size}px`;
  for (const layer of [elements.canvas, elements.overlay]) {
    layer.width = bitmapPx;
    layer.height = bitmapPx;
    layer.style.width = `${size}px`;
    layer.style.height = `${size}px`;
  }
}
