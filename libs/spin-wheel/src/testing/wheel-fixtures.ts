// Shared fixtures of the browser tests and stories: distinct slice colours and a pixel probe under the pointer.
import { normalizeAngle } from '../geometry';
import type { SpinWheel } from '../spin-wheel';
import type { WheelSlice } from '../types';

const PALETTE = ['#e11d48', '#2563eb', '#16a34a', '#f59e0b', '#7c3aed', '#0891b2', '#db2777', '#65a30d'];

/** `count` slices with clearly different colours (hue steps), so a pixel tells which slice it belongs to. */
export function makeSlices(count: number, label = (i: number) => String(i + 1)): WheelSlice[] {
  return Array.from({ length: count }, (_, i) => ({
    code: `S${i + 1}`,
    label: label(i),
    bgColor:
      count <= PALETTE.length ? (PALETTE[i] as string) : `hsl(${Math.round((i * 360) / count)} 90% 45%)`,
    textColor: '#ffffff',
  }));
}

/** Rotation the browser actually renders, read back from the computed transform of the wheel canvas. */
export function renderedRotation(wheel: SpinWheel): number {
  const matrix = getComputedStyle(wheel.canvas).transform;
  if (matrix === 'none') return 0;
  const [a = 1, b = 0] = matrix
    .slice(matrix.indexOf('(') + 1, -1)
    .split(',')
    .map(Number);
  return normalizeAngle(Math.atan2(b, a));
}

/**
 * Colour the eye sees under the pointer, halfway between hub and rim: the wheel bitmap sampled at the angle the
 * rendered rotation brings under 12 o'clock (wheel angle -rotation, clockwise from the top).
 */
export function pixelUnderPointer(wheel: SpinWheel): [number, number, number] {
  const { canvas } = wheel;
  const ctx = canvas.getContext('2d');
  if (!ctx) throw new Error('no 2d context');
  const half = canvas.width / 2;
  const distance = half * 0.92 * 0.6;
  const angle = -Math.PI / 2 - renderedRotation(wheel);
  const x = Math.round(half + distance * Math.cos(angle));
  const y = Math.round(half + distance * Math.sin(angle));
  const data = ctx.getImageData(x, y, 1, 1).data;
  return [data[0] ?? 0, data[1] ?? 0, data[2] ?? 0];
}

/** Resolves a CSS colour to RGB through a 1x1 canvas, the same way the wheel paints it. */
export function cssColorToRgb(color: string): [number, number, number] {
  const probe = document.createElement('canvas');
  probe.width = 1;
  probe.height = 1;
  const ctx = probe.getContext('2d');
  if (!ctx) throw new Error('no 2d context');
  ctx.fillStyle = color;
  ctx.fillRect(0, 0, 1, 1);
  const data = ctx.getImageData(0, 0, 1, 1).data;
  return [data[0] ?? 0, data[1] ?? 0, data[2] ?? 0];
}

/** True when two colours differ by at most `tolerance` per channel (canvas colour management rounds a little). */
export function sameColor(a: readonly number[], b: readonly number[], tolerance = 3): boolean {
  return a.every((value, i) => Math.abs(value - (b[i] ?? 0)) <= tolerance);
}

/** A promise plus its resolve/reject, to play the server answering later. */
export function deferred<T>(): {
  promise: Promise<T>;
  resolve: (value: T) => void;
  reject: (error: unknown) => void;
} {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}
