// Runs inside Chromium: mounts a 16-slice wheel with Thai labels and records every frame of one spin.
import { SpinWheel } from '../src/index';

/** Frame figures of one spin, in ms. */
export interface SpinFrames {
  /** Gaps between consecutive animation frames (what the player sees). */
  intervals: number[];
  /** Main-thread time of the wheel's frame callback, between probes queued just before and just after it. */
  work: number[];
  durationMs: number;
}

const LABELS = ['เครดิตฟรี 50', 'โบนัส 20%', 'ลองใหม่', 'คูปองพิเศษ', 'เหรียญทอง', 'รางวัลใหญ่', 'หมุนฟรี', 'เงินคืน 5%'];

async function runSpin(spinMs: number): Promise<SpinFrames> {
  const container = document.getElementById('root') as HTMLElement;
  const slices = Array.from({ length: 16 }, (_, i) => ({
    code: `S${i + 1}`,
    label: LABELS[i % LABELS.length] ?? '',
    bgColor: `hsl(${i * 22.5} 85% 45%)`,
    textColor: '#fff',
  }));
  const wheel = new SpinWheel(container, { slices, coins: 5, durationMs: spinMs, reducedMotion: false });
  const intervals: number[] = [];
  const work: number[] = [];
  let last = -1;
  let before = 0;
  let running = true;
  // rAF callbacks run in the order they were queued: `pre` is queued before the wheel's tick and `post` after it,
  // and each re-queues itself, so every frame runs pre -> wheel tick -> post and post - pre is the wheel's cost.
  const pre = (now: number): void => {
    if (!running) return;
    before = performance.now();
    if (last >= 0) intervals.push(now - last);
    last = now;
    requestAnimationFrame(pre);
  };
  const post = (): void => {
    if (!running) return;
    work.push(performance.now() - before);
    requestAnimationFrame(post);
  };
  const started = performance.now();
  requestAnimationFrame(pre);
  const rest = wheel.spin('S5');
  requestAnimationFrame(post);
  const detail = await rest;
  running = false;
  const durationMs = performance.now() - started;
  wheel.destroy();
  if (detail.slice?.code !== 'S5') throw new Error(`bench spin landed on ${detail.slice?.code ?? 'nothing'}`);
  return { intervals, work, durationMs };
}

(window as unknown as { runSpin: typeof runSpin }).runSpin = runSpin;
