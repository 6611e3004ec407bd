// The performance bar (issues 26 and 48), checked on one `npm run bench` run: which figure of which page misses, by how
// much, and what Lighthouse's trace says the time or the bytes are spent on. Pure: the bench hands in its medians,
// the floor's and each run's attribution, and prints what comes back.

/** The figures of one Lighthouse run (or their medians). */
export interface Figures {
  score: number;
  fcpMs: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  transferKb: number;
}

/** What one Lighthouse run says the figures are made of. */
export interface RunTrace {
  fcpMs: number;
  /** The LCP element's CSS path, when Lighthouse names it. */
  lcpElement?: string;
  /** The LCP's phases (TTFB, Load Delay, Load Time, Render Delay), ms. */
  lcpPhases: { phase: string; ms: number }[];
  /**
   * Main-thread tasks of 50 ms or more: the script or document they ran for, start and length, ms, and what kind of
   * work filled them (script evaluation, style and layout...), largest first.
   */
  longTasks: { url: string; startMs: number; durationMs: number; kinds?: { kind: string; ms: number }[] }[];
  /** Main-thread time by kind (Script Evaluation, Style & Layout...), ms. */
  mainThread: { group: string; ms: number }[];
  /** Main-thread time by script (Lighthouse's bootup time; the page's own URL is its HTML and inline scripts), ms. */
  scripts: { url: string; totalMs: number; scriptingMs: number }[];
  /** The largest layout shifts: the element that moved most, its score, and the causes Lighthouse names. */
  shifts: { element?: string; score: number; causes: string[] }[];
  /** Score points each metric lost (its weight times what its own score is short of 1). */
  scoreLost: { metric: string; points: number }[];
}

/** One script of a page's initial JavaScript and its brotli size. */
export interface ScriptSize {
  file: string;
  kb: number;
}

export interface BenchRow {
  app: string;
  route: string;
  figures: Figures;
  scripts: ScriptSize[];
  /** Every run of the page, in order, with its figures and trace. */
  runs: { figures: Figures; trace: RunTrace }[];
  /** Each run's time to the first answered tap: the tap and its answer's paint, ms from navigation (first-tap.ts). */
  taps?: { tapMs: number; answerMs: number }[];
}

/** The bar (issues 26 and 48): side by side with the floor, in the same run. */
export const BAR = {
  /** LCP at most this times the floor's. */
  lcpRatio: 1.1,
  /** Lighthouse performance score at least this. */
  minScore: 0.95,
  /** TBT at most the floor's plus this, ms. */
  tbtOverFloorMs: 100,
  /** CLS as Lighthouse rounds it (3 decimals): 0. */
  maxCls: 0.0005,
  /** Initial JS (brotli) at most this times the floor's on a guest page... */
  jsRatio: 1.25,
  /** ...and on a player page (`/user/...`), which starts with its shell and its data's code, this. */
  playerJsRatio: 1.35,
  /** Time to the first answered tap at most this times the floor's (its link), the whole spread included. */
  tapRatio: 1.25,
} as const;

export type Figure = 'LCP' | 'score' | 'TBT' | 'CLS' | 'initial JS' | 'first tap';

export interface Miss {
  app: string;
  route: string;
  figure: Figure;
  value: number;
  limit: number;
  unit: 'ms' | 'KB' | '' | 'points';
  /** How the limit comes from the floor. */
  rule: string;
  /** What the trace (or the bundle) says it is spent on. */
  spentOn: string;
}

const sum = (xs: number[]) => xs.reduce((a, b) => a + b, 0);
const round = (x: number) => Math.round(x);
const fileOf = (url: string) => url.split('/').pop() || url;

/** Index of the run whose `value` is the median (the one the medians table shows for that figure). */
export function medianRunIndex(values: readonly number[]): number {
  const order = values.map((value, index) => ({ value, index })).sort((a, b) => a.value - b.value);
  return order[Math.floor(order.length / 2)]?.index ?? 0;
}

/** The tasks that block after the first paint, largest blocking part first: "file@start+length". */
export function blockingTasks(trace: RunTrace, limit = 6): string {
  const blocking = trace.longTasks
    .map((task) => ({
      ...task,
      // TBT counts what is over 50 ms of the part after FCP.
      blockingMs: Math.min(task.durationMs, task.startMs + task.durationMs - trace.fcpMs) - 50,
    }))
    .filter((task) => task.blockingMs > 0)
    .sort((a, b) => b.blockingMs - a.blockingMs);
  if (blocking.length === 0) return 'no task over 50 ms after the first paint';
  const shown = blocking.slice(0, limit).map((task) => {
    // Lighthouse's simulation keeps few child events, so a simulated task is mostly 'other': only real kinds show.
    const kinds = (task.kinds ?? []).filter((k) => k.kind !== 'other' && k.ms >= 10).slice(0, 2);
    const made = kinds.length ? ` (${kinds.map((k) => `${k.kind} ${round(k.ms)}`).join(', ')})` : '';
    return `${fileOf(task.url)}@${round(task.startMs)}+${round(task.durationMs)}${made}`;
  });
  const more = blocking.length > limit ? ` and ${blocking.length - limit} more` : '';
  return `tasks after the first paint (file@start+ms): ${shown.join(', ')}${more}`;
}

function mainThread(trace: RunTrace): string {
  const groups = trace.mainThread
    .slice(0, 4)
    .map((group) => `${group.group} ${round(group.ms)}`)
    .join(', ');
  const scripts = trace.scripts
    .slice(0, 3)
    .map((s) => `${fileOf(s.url)} ${round(s.totalMs)} (scripting ${round(s.scriptingMs)})`)
    .join(', ');
  return `main thread: ${groups}${scripts ? `; by script: ${scripts}` : ''}`;
}

function lcpStory(trace: RunTrace): string {
  const phases = trace.lcpPhases.map((p) => `${p.phase} ${round(p.ms)}`).join(', ');
  return `${trace.lcpElement ?? 'element not named'}${phases ? `; ${phases}` : ''}`;
}

function shiftStory(trace: RunTrace): string {
  if (trace.shifts.length === 0) return 'no shift named by Lighthouse';
  const shifts = trace.shifts.slice(0, 3).map((shift) => {
    const causes = shift.causes.length ? ` (${shift.causes.join(', ')})` : '';
    return `${shift.element ?? 'element not named'} ${shift.score.toFixed(3)}${causes}`;
  });
  return `shifts: ${shifts.join('; ')}`;
}

function scoreStory(trace: RunTrace): string {
  return trace.scoreLost
    .filter((lost) => lost.points >= 0.5)
    .sort((a, b) => b.points - a.points)
    .map((lost) => `${lost.metric} -${lost.points.toFixed(1)}`)
    .join(', ');
}

function jsStory(scripts: readonly ScriptSize[]): string {
  const largest = [...scripts].sort((a, b) => b.kb - a.kb);
  const top = largest.slice(0, 4).map((s) => `${s.file} ${s.kb.toFixed(1)}`);
  const rest = largest.slice(4);
  return `${scripts.length} files: ${top.join(', ')}${rest.length ? `, ${rest.length} more ${sum(rest.map((s) => s.kb)).toFixed(1)}` : ''} KB`;
}

/**
 * Every figure of every page against the bar. `floor`: the floor's medians; `floorJsKb`: its initial JS;
 * `floorTapMs`: the median of its time to the first answered tap (absent: taps not measured). The spent-on text of a
 * timing comes from the page's run whose figure is the median.
 */
export function checkBar(
  floor: Figures,
  floorJsKb: number,
  rows: readonly BenchRow[],
  floorTapMs?: number,
): Miss[] {
  const misses: Miss[] = [];
  for (const row of rows) {
    const { figures: f, app, route } = row;
    const runAt = (values: number[]) => row.runs[medianRunIndex(values)]?.trace;
    const lcpRun = runAt(row.runs.map((r) => r.figures.lcpMs));
    const tbtRun = runAt(row.runs.map((r) => r.figures.tbtMs));
    const scoreRun = runAt(row.runs.map((r) => r.figures.score));
    const clsRun = runAt(row.runs.map((r) => r.figures.cls));
    const miss = (m: Omit<Miss, 'app' | 'route'>) => misses.push({ app, route, ...m });

    const lcpLimit = floor.lcpMs * BAR.lcpRatio;
    if (f.lcpMs > lcpLimit)
      miss({
        figure: 'LCP',
        value: f.lcpMs,
        limit: lcpLimit,
        unit: 'ms',
        rule: `${BAR.lcpRatio}x the floor's ${round(floor.lcpMs)}`,
        spentOn: lcpRun ? lcpStory(lcpRun) : '',
      });
    if (f.score < BAR.minScore)
      miss({
        figure: 'score',
        value: f.score * 100,
        limit: BAR.minScore * 100,
        unit: 'points',
        rule: 'Lighthouse performance',
        spentOn: scoreRun ? `lost to ${scoreStory(scoreRun)}` : '',
      });
    const tbtLimit = floor.tbtMs + BAR.tbtOverFloorMs;
    if (f.tbtMs > tbtLimit)
      miss({
        figure: 'TBT',
        value: f.tbtMs,
        limit: tbtLimit,
        unit: 'ms',
        rule: `the floor's ${round(floor.tbtMs)} + ${BAR.tbtOverFloorMs}`,
        spentOn: tbtRun ? `${blockingTasks(tbtRun)}; ${mainThread(tbtRun)}` : '',
      });
    if (f.cls > BAR.maxCls)
      miss({
        figure: 'CLS',
        value: f.cls,
        limit: 0,
        unit: '',
        rule: 'no shift as data arrives',
        spentOn: clsRun ? shiftStory(clsRun) : '',
      });
    const jsRatio = route.startsWith('/user/') ? BAR.playerJsRatio : BAR.jsRatio;
    const js = sum(row.scripts.map((s) => s.kb));
    if (js > floorJsKb * jsRatio)
      miss({
        figure: 'initial JS',
        value: js,
        limit: floorJsKb * jsRatio,
        unit: 'KB',
        rule: `${jsRatio}x the floor's ${floorJsKb.toFixed(1)}, brotli`,
        spentOn: jsStory(row.scripts),
      });
    const answers = (row.taps ?? []).map((tap) => tap.answerMs).sort((a, b) => a - b);
    const tapLimit = (floorTapMs ?? 0) * BAR.tapRatio;
    // A spread that crosses the limit is a miss, even when the median is under it.
    const slowest = answers.at(-1);
    if (floorTapMs !== undefined && slowest !== undefined && slowest > tapLimit)
      miss({
        figure: 'first tap',
        value: slowest,
        limit: tapLimit,
        unit: 'ms',
        rule: `${BAR.tapRatio}x the floor's ${round(floorTapMs)}, every run`,
        spentOn: `answers (ms from navigation): ${answers.map(round).join(', ')}; taps made at ${(row.taps ?? []).map((tap) => round(tap.tapMs)).join(', ')}`,
      });
  }
  return misses;
}

/** How many figures the bar checks per page (the time to the first answered tap where it was measured, one more). */
export const FIGURES_PER_PAGE = 5;

/** The misses as lines to print: page, figure, value over its limit and by how much, then what it is spent on. */
export function formatMisses(misses: readonly Miss[], pages: number, tappedPages = 0): string[] {
  const checked = pages * FIGURES_PER_PAGE + tappedPages;
  const head = `Against the bar (issues 26 and 48): ${checked - misses.length} of ${checked} figures met${misses.length ? ', these miss:' : '.'}`;
  const value = (m: Miss) =>
    m.figure === 'CLS'
      ? m.value.toFixed(3)
      : m.unit === 'KB'
        ? `${m.value.toFixed(1)} KB`
        : `${round(m.value)}${m.unit === 'ms' ? ' ms' : ''}`;
  const limit = (m: Miss) =>
    m.figure === 'CLS' ? '0' : m.unit === 'KB' ? m.limit.toFixed(1) : String(round(m.limit));
  const by = (m: Miss) =>
    m.figure === 'CLS'
      ? ''
      : m.figure === 'score'
        ? ` (short by ${round(m.limit - m.value)})`
        : ` (over by ${m.unit === 'KB' ? (m.value - m.limit).toFixed(1) : round(m.value - m.limit)})`;
  return [
    head,
    ...misses.flatMap((m) => [
      `- ${m.app} ${m.route}: ${m.figure} ${value(m)}, ${m.figure === 'score' ? 'at least' : 'at most'} ${limit(m)} (${m.rule})${by(m)}`,
      ...(m.spentOn ? [`    ${m.spentOn}`] : []),
    ]),
  ];
}

/** The parts of a Lighthouse result (lhr) a trace is read from. */
export interface LighthouseResult {
  categories: { performance?: { auditRefs: { id: string; weight: number }[] } };
  audits: Record<string, { score?: number | null; numericValue?: number; details?: object } | undefined>;
}

const METRIC_NAMES: Record<string, string> = {
  'first-contentful-paint': 'FCP',
  'largest-contentful-paint': 'LCP',
  'total-blocking-time': 'TBT',
  'cumulative-layout-shift': 'CLS',
  'speed-index': 'Speed Index',
};

type Row = Record<string, unknown>;
const rows = (items: unknown[] | undefined): Row[] =>
  (items ?? []).filter((item): item is Row => typeof item === 'object' && item !== null);
const num = (value: unknown) => (typeof value === 'number' ? value : 0);
/** Lighthouse's task groups, as the bench prints them. */
const TASK_KINDS: Record<string, string> = {
  scriptEvaluation: 'script',
  scriptParseCompile: 'compile',
  styleLayout: 'style/layout',
  paintCompositeRender: 'paint',
  parseHTML: 'HTML',
  garbageCollection: 'GC',
  other: 'other',
};

/**
 * The long tasks with their breakdown by kind of work: the audit's debug data has it (same tasks, in time order);
 * its table has the tasks alone.
 */
function longTasksOf(details: object | undefined): RunTrace['longTasks'] {
  const debug =
    details && 'debugData' in details && typeof details.debugData === 'object' && details.debugData
      ? (details.debugData as { urls?: unknown; tasks?: unknown })
      : undefined;
  if (debug && Array.isArray(debug.urls) && Array.isArray(debug.tasks))
    return rows(debug.tasks).map((task) => ({
      url: String((debug.urls as unknown[])[num(task['urlIndex'])] ?? ''),
      startMs: num(task['startTime']),
      durationMs: num(task['duration']),
      kinds: Object.entries(TASK_KINDS)
        .map(([group, kind]) => ({ kind, ms: num(task[group]) }))
        .filter((k) => k.ms > 0)
        .sort((a, b) => b.ms - a.ms),
    }));
  return rows(itemsOf(details)).map((row) => ({
    url: String(row['url'] ?? ''),
    startMs: num(row['startTime']),
    durationMs: num(row['duration']),
  }));
}

/** An audit's table rows (its details' `items`; other kinds of details have none). */
const itemsOf = (details: object | undefined): unknown[] | undefined =>
  details && 'items' in details && Array.isArray(details.items) ? details.items : undefined;

/** What one Lighthouse run says its figures are made of (see RunTrace). */
export function runTrace(lhr: LighthouseResult): RunTrace {
  const { audits } = lhr;
  // The LCP element audit holds two tables: the element, then its phases.
  const tables = rows(itemsOf(audits['largest-contentful-paint-element']?.details)).map((table) =>
    rows(table['items'] as unknown[] | undefined),
  );
  const node = tables.flat().find((row) => typeof row['node'] === 'object')?.['node'] as
    { selector?: string } | undefined;
  const refs = (lhr.categories.performance?.auditRefs ?? []).filter((ref) => ref.weight > 0);
  const totalWeight = sum(refs.map((ref) => ref.weight));
  return {
    fcpMs: audits['first-contentful-paint']?.numericValue ?? 0,
    ...(node?.selector ? { lcpElement: node.selector } : {}),
    lcpPhases: tables
      .flat()
      .filter((row) => typeof row['phase'] === 'string')
      .map((row) => ({ phase: String(row['phase']), ms: num(row['timing']) })),
    longTasks: longTasksOf(audits['long-tasks']?.details),
    mainThread: rows(itemsOf(audits['mainthread-work-breakdown']?.details)).map((row) => ({
      group: String(row['groupLabel'] ?? row['group'] ?? ''),
      ms: num(row['duration']),
    })),
    scripts: rows(itemsOf(audits['bootup-time']?.details)).map((row) => ({
      url: String(row['url'] ?? ''),
      totalMs: num(row['total']),
      scriptingMs: num(row['scripting']),
    })),
    shifts: rows(itemsOf(audits['layout-shifts']?.details)).map((row) => {
      const node = row['node'] as { selector?: string } | undefined;
      const sub = row['subItems'] as { items?: unknown[] } | undefined;
      return {
        ...(node?.selector ? { element: node.selector } : {}),
        score: num(row['score']),
        // A cause and what it names: the font file, the unsized image, the injected frame.
        causes: rows(sub?.items).map((item) => {
          const extra = item['extra'] as { value?: unknown; selector?: string } | undefined;
          const what = typeof extra?.value === 'string' ? fileOf(extra.value) : extra?.selector;
          return `${String(item['cause'] ?? '')}${what ? ` ${what}` : ''}`;
        }),
      };
    }),
    scoreLost: refs.map((ref) => ({
      metric: METRIC_NAMES[ref.id] ?? ref.id,
      // Rounded to a tenth of a point, as printed.
      points: totalWeight
        ? Math.round(((ref.weight * (1 - (audits[ref.id]?.score ?? 0))) / totalWeight) * 1000) / 10
        : 0,
    })),
  };
}
