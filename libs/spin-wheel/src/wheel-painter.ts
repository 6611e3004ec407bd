// Drawing: paints the wheel bitmap (slices, labels, rim) and the fixed overlay (pointer, hub) onto 2D contexts, and
// rotates the painted wheel per frame. Knows canvas, not the DOM around it nor the spin.
import { fitLabel } from './fit-label';
import { TAU, normalizeAngle, sliceStep } from './geometry';
import type { WheelSlice, WheelTheme } from './types';

/** Share of the half-size kept above the rim for the pointer. */
const POINTER_ROOM = 0.08;
/** Where labels end, as a share of the radius; the rest up to the rim stays clear. */
const LABEL_OUTER = 0.86;
const LABEL_INNER = 0.2;

/** Size of a paint: CSS pixels of the square and device pixels of its bitmap. */
export interface PaintSize {
  sizePx: number;
  bitmapPx: number;
}

/** Clears a context and scales it so drawing happens in CSS pixels. */
function prepare(ctx: CanvasRenderingContext2D, { sizePx, bitmapPx }: PaintSize): void {
  ctx.setTransform(1, 0, 0, 1, 0, 0);
  ctx.clearRect(0, 0, bitmapPx, bitmapPx);
  const scale = bitmapPx / sizePx;
  ctx.setTransform(scale, 0, 0, scale, 0, 0);
}

const radiusOf = (sizePx: number): number => (sizePx / 2) * (1 - POINTER_ROOM);

/** Paints the slices and their labels, then the rim. */
export function paintWheel(
  wheel: CanvasRenderingContext2D,
  size: PaintSize,
  slices: readonly WheelSlice[],
  theme: WheelTheme,
): void {
  prepare(wheel, size);
  const half = size.sizePx / 2;
  const radius = radiusOf(size.sizePx);
  const count = slices.length;
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
      const slice = slices[i] as WheelSlice;
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

/** Paints the hub and the pointer at 12 o'clock. */
export function paintOverlay(overlay: CanvasRenderingContext2D, size: PaintSize, theme: WheelTheme): void {
  prepare(overlay, size);
  const half = size.sizePx / 2;
  const radius = radiusOf(size.sizePx);
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

/**
 * Rotates a painted canvas about its centre. Reuses one CSS Typed OM transform every frame (no string building, no
 * allocation) where the browser has Typed OM, else sets the transform string.
 */
export class CanvasRotor {
  private readonly angle: CSSUnitValue | null = null;
  private readonly transform: CSSTransformValue | null = null;

  constructor(
    private readonly canvas: HTMLCanvasElement,
    view: Window,
  ) {
    const typedOm = view as unknown as Partial<
      Pick<typeof globalThis, 'CSSUnitValue' | 'CSSRotate' | 'CSSTransformValue'>
    >;
    if (
      typedOm.CSSUnitValue &&
      typedOm.CSSRotate &&
      typedOm.CSSTransformValue &&
      'attributeStyleMap' in canvas
    ) {
      this.angle = new typedOm.CSSUnitValue(0, 'rad');
      this.transform = new typedOm.CSSTransformValue([new typedOm.CSSRotate(this.angle)]);
    }
  }

  rotate(rotation: number): void {
    const angle = normalizeAngle(rotation);
    if (this.angle && this.transform) {
      this.angle.value = angle;
      this.canvas.attributeStyleMap.set('transform', this.transform);
    } else {
      this.canvas.style.transform = `rotate(${angle}rad)`;
    }
  }
}
