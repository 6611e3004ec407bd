import { describe, expect, it } from 'vitest';
import {
  BAR,
  blockingTasks,
  checkBar,
  formatMisses,
  medianRunIndex,
  runTrace,
  type BenchRow,
  type Figures,
  type LighthouseResult,
  type RunTrace,
} from './bench-bar';

const floor: Figures = { score: 0.99, fcpMs: 800, lcpMs: 1000, tbtMs: 20, cls: 0, transferKb: 100 };
const FLOOR_JS = 100;

const trace = (overrides: Partial<RunTrace> = {}): RunTrace => ({
  fcpMs: 700,
  lcpElement: 'p.wk-balance-card__amount',
  lcpPhases: [
    { phase: 'TTFB', ms: 450 },
    { phase: 'Render Delay', ms: 300 },
  ],
  longTasks: [],
  mainThread: [{ group: 'Script Evaluation', ms: 600 }],
  scripts: [],
  shifts: [],
  scoreLost: [],
  ...overrides,
});

/** A page whose every figure meets the bar against `floor`. */
function page(route: string, figures: Partial<Figures> = {}, runs?: BenchRow['runs']): BenchRow {
  const f: Figures = { score: 0.99, fcpMs: 700, lcpMs: 1050, tbtMs: 90, cls: 0, transferKb: 150, ...figures };
  return {
    app: 'thai-web',
    route,
    figures: f,
    scripts: [
      { file: 'index.js', kb: 100 },
      { file: 'th.js', kb: 5 },
    ],
    runs: runs ?? [{ figures: f, trace: trace() }],
  };
}

describe('medianRunIndex', () => {
  it('is the run whose value is the median', () => {
    expect(medianRunIndex([300, 100, 200])).toBe(2);
    expect(medianRunIndex([5])).toBe(0);
  });
});

describe('blockingTasks', () => {
  it('names the tasks that block after the first paint, the largest blocking part first', () => {
    const text = blockingTasks(
      trace({
        fcpMs: 700,
        longTasks: [
          { url: 'http://x/user/home', startMs: 500, durationMs: 130 }, // ends at 630: before FCP
          { url: 'http://x/assets/index-a.js', startMs: 3300, durationMs: 90 },
          {
            url: 'http://x/assets/index-a.js',
            startMs: 3500,
            durationMs: 170,
            kinds: [
              { kind: 'script', ms: 120 },
              { kind: 'style/layout', ms: 45 },
              { kind: 'GC', ms: 5 },
            ],
          },
          // Simulated: all of it 'other', which says nothing.
          {
            url: 'http://x/assets/index-a.js',
            startMs: 3700,
            durationMs: 60,
            kinds: [{ kind: 'other', ms: 60 }],
          },
          { url: 'http://x/user/home', startMs: 650, durationMs: 120 }, // 70 ms after FCP: 20 blocking
        ],
      }),
    );
    expect(text).toBe(
      'tasks after the first paint (file@start+ms): index-a.js@3500+170 (script 120, style/layout 45), index-a.js@3300+90, home@650+120, index-a.js@3700+60',
    );
  });

  it('says so when nothing blocks', () => {
    expect(blockingTasks(trace({ longTasks: [{ url: 'a.js', startMs: 900, durationMs: 50 }] }))).toBe(
      'no task over 50 ms after the first paint',
    );
  });
});

describe('checkBar', () => {
  it('finds nothing on a page that meets every figure', () => {
    expect(checkBar(floor, FLOOR_JS, [page('/user/home')])).toEqual([]);
  });

  it('holds each figure to its limit: LCP 1.10x, TBT floor + 100, CLS 0, score 95, JS 1.25x', () => {
    const atLimits = page('/user/home', {
      lcpMs: floor.lcpMs * BAR.lcpRatio,
      tbtMs: floor.tbtMs + BAR.tbtOverFloorMs,
      cls: 0.0004,
      score: 0.95,
    });
    atLimits.scripts = [{ file: 'index.js', kb: 125 }];
    expect(checkBar(floor, FLOOR_JS, [atLimits])).toEqual([]);

    const over = page('/user/home', { lcpMs: 1101, tbtMs: 121, cls: 0.001, score: 0.94 });
    over.scripts = [{ file: 'index.js', kb: 135.1 }];
    expect(checkBar(floor, FLOOR_JS, [over]).map((m) => m.figure)).toEqual([
      'LCP',
      'score',
      'TBT',
      'CLS',
      'initial JS',
    ]);
  });

  it('holds a guest page to 1.25x the floor’s initial JS and a player page to 1.35x', () => {
    const at = (route: string, kb: number) => ({ ...page(route), scripts: [{ file: 'index.js', kb }] });
    expect(checkBar(floor, FLOOR_JS, [at('/login', 125), at('/user/home', 135)])).toEqual([]);
    const misses = checkBar(floor, FLOOR_JS, [at('/login', 126), at('/user/home', 136)]);
    expect(misses.map((m) => [m.route, m.figure, m.value])).toEqual([
      ['/login', 'initial JS', 126],
      ['/user/home', 'initial JS', 136],
    ]);
    expect(misses.map((m) => m.limit)).toEqual([125, 135]);
  });

  it('holds the time to the first answered tap to 1.25x the floor’s, every run of its spread', () => {
    const tapped = (...answers: number[]) => ({
      ...page('/user/home'),
      taps: answers.map((answerMs) => ({ tapMs: answerMs - 300, answerMs })),
    });
    // Floor 1000 ms: limit 1250.
    expect(checkBar(floor, FLOOR_JS, [tapped(1100, 1250, 1200)], 1000)).toEqual([]);
    // The median is under the limit, but one run is over: the spread crosses it.
    const [miss, ...none] = checkBar(floor, FLOOR_JS, [tapped(1100, 1300, 1200)], 1000);
    expect(none).toEqual([]);
    expect(miss).toMatchObject({ figure: 'first tap', value: 1300, limit: 1250, unit: 'ms' });
    expect(miss?.spentOn).toBe('answers (ms from navigation): 1100, 1200, 1300; taps made at 800, 1000, 900');
    // Not measured (no floor figure, or no taps): not judged.
    expect(checkBar(floor, FLOOR_JS, [tapped(5000)])).toEqual([]);
    expect(checkBar(floor, FLOOR_JS, [page('/login')], 1000)).toEqual([]);
  });

  it('explains a timing with the run whose figure is the median, and JS with its largest files', () => {
    const slow = trace({
      scripts: [{ url: 'http://x/assets/index-a.js', totalMs: 900, scriptingMs: 700 }],
      longTasks: [{ url: 'http://x/assets/index-a.js', startMs: 3400, durationMs: 150 }],
      lcpElement: 'img.wl-contact__qr',
      lcpPhases: [{ phase: 'Load Delay', ms: 900 }],
    });
    const row = page('/contact', { lcpMs: 1900, tbtMs: 300 }, [
      { figures: { ...floor, lcpMs: 1200, tbtMs: 40 }, trace: trace() },
      { figures: { ...floor, lcpMs: 1900, tbtMs: 300 }, trace: slow },
      { figures: { ...floor, lcpMs: 2500, tbtMs: 500 }, trace: trace({ lcpElement: 'h1' }) },
    ]);
    row.scripts = [
      { file: 'a.js', kb: 100 },
      { file: 'b.js', kb: 20 },
      { file: 'c.js', kb: 3 },
      { file: 'd.js', kb: 2 },
      { file: 'e.js', kb: 1 },
      { file: 'f.js', kb: 0.5 },
    ];
    const misses = checkBar(floor, FLOOR_JS, [row]);
    expect(misses.find((m) => m.figure === 'LCP')?.spentOn).toBe('img.wl-contact__qr; Load Delay 900');
    expect(misses.find((m) => m.figure === 'TBT')?.spentOn).toBe(
      'tasks after the first paint (file@start+ms): index-a.js@3400+150; main thread: Script Evaluation 600; by script: index-a.js 900 (scripting 700)',
    );
    expect(misses.find((m) => m.figure === 'initial JS')?.spentOn).toBe(
      '6 files: a.js 100.0, b.js 20.0, c.js 3.0, d.js 2.0, 2 more 1.5 KB',
    );
  });
});

describe('checkBar on a shift', () => {
  it('explains a CLS miss with the elements that moved and why', () => {
    const moved = trace({
      shifts: [
        {
          element: 'form > div.wk-field > button.wk-field__toggle',
          score: 0.0027,
          causes: ['Web font loaded noto-sans-lao-lao-700-normal.woff2'],
        },
      ],
    });
    const row = page('/login', { cls: 0.0027 }, [{ figures: { ...floor, cls: 0.0027 }, trace: moved }]);
    expect(checkBar(floor, FLOOR_JS, [row]).find((m) => m.figure === 'CLS')?.spentOn).toBe(
      'shifts: form > div.wk-field > button.wk-field__toggle 0.003 (Web font loaded noto-sans-lao-lao-700-normal.woff2)',
    );
    const unnamed = page('/login', { cls: 0.002 }, [{ figures: { ...floor, cls: 0.002 }, trace: trace() }]);
    expect(checkBar(floor, FLOOR_JS, [unnamed]).find((m) => m.figure === 'CLS')?.spentOn).toBe(
      'no shift named by Lighthouse',
    );
  });
});

describe('formatMisses', () => {
  it('counts the figures met and prints each miss with its limit, by how much and its cause', () => {
    const row = page('/user/home', { tbtMs: 426, score: 0.88 }, [
      {
        figures: { ...floor, tbtMs: 426, score: 0.88 },
        trace: trace({
          scoreLost: [
            { metric: 'TBT', points: 10.2 },
            { metric: 'LCP', points: 0.4 },
            { metric: 'FCP', points: 1.1 },
          ],
        }),
      },
    ]);
    const login = {
      ...page('/login'),
      scripts: [
        { file: 'index.js', kb: 120 },
        { file: 'th.js', kb: 6 },
      ],
    };
    const lines = formatMisses(checkBar(floor, FLOOR_JS, [row, login]), 2);
    expect(lines).toEqual([
      'Against the bar (issues 26 and 48): 7 of 10 figures met, these miss:',
      '- thai-web /user/home: score 88, at least 95 (Lighthouse performance) (short by 7)',
      '    lost to TBT -10.2, FCP -1.1',
      "- thai-web /user/home: TBT 426 ms, at most 120 (the floor's 20 + 100) (over by 306)",
      '    no task over 50 ms after the first paint; main thread: Script Evaluation 600',
      "- thai-web /login: initial JS 126.0 KB, at most 125.0 (1.25x the floor's 100.0, brotli) (over by 1.0)",
      '    2 files: index.js 120.0, th.js 6.0 KB',
    ]);
  });

  it('says every figure is met when nothing misses', () => {
    expect(formatMisses([], 16)).toEqual(['Against the bar (issues 26 and 48): 80 of 80 figures met.']);
    // With the time to the first answered tap measured on 16 pages: one figure more each.
    expect(formatMisses([], 16, 16)).toEqual(['Against the bar (issues 26 and 48): 96 of 96 figures met.']);
  });
});

describe('runTrace', () => {
  it('reads the LCP element and phases, long tasks, main thread and the points each metric lost', () => {
    const lhr: LighthouseResult = {
      categories: {
        performance: {
          auditRefs: [
            { id: 'first-contentful-paint', weight: 10 },
            { id: 'largest-contentful-paint', weight: 25 },
            { id: 'total-blocking-time', weight: 30 },
            { id: 'cumulative-layout-shift', weight: 25 },
            { id: 'speed-index', weight: 10 },
            { id: 'interactive', weight: 0 },
          ],
        },
      },
      audits: {
        'first-contentful-paint': { score: 1, numericValue: 760 },
        'largest-contentful-paint': { score: 0.9, numericValue: 1160 },
        'total-blocking-time': { score: 0.5, numericValue: 300 },
        'cumulative-layout-shift': { score: 1, numericValue: 0 },
        'speed-index': { score: 1, numericValue: 900 },
        'largest-contentful-paint-element': {
          details: {
            items: [
              { type: 'table', items: [{ node: { selector: 'div > p.amount', snippet: '<p>' } }] },
              {
                type: 'table',
                items: [
                  { phase: 'TTFB', timing: 456.6, percent: '38%' },
                  { phase: 'Load Delay', timing: 314.5, percent: '26%' },
                ],
              },
            ],
          },
        },
        'long-tasks': { details: { items: [{ url: 'http://x/a.js', startTime: 3334, duration: 130 }] } },
        'layout-shifts': {
          details: {
            items: [
              {
                node: { selector: 'button.wk-field__toggle' },
                score: 0.0027,
                subItems: {
                  type: 'subitems',
                  items: [
                    {
                      extra: { type: 'url', value: 'http://x/assets/lao-700.woff2' },
                      cause: 'Web font loaded',
                    },
                  ],
                },
              },
            ],
          },
        },
        'bootup-time': {
          details: { items: [{ url: 'http://x/a.js', total: 1037, scripting: 886, scriptParseCompile: 20 }] },
        },
        'mainthread-work-breakdown': {
          details: {
            items: [{ group: 'scriptEvaluation', groupLabel: 'Script Evaluation', duration: 1239 }],
          },
        },
      },
    };
    const withBreakdown = structuredClone(lhr);
    withBreakdown.audits['long-tasks'] = {
      details: {
        items: [{ url: 'http://x/a.js', startTime: 3334, duration: 130 }],
        debugData: {
          type: 'debugdata',
          urls: ['http://x/page', 'http://x/a.js'],
          tasks: [
            {
              urlIndex: 1,
              startTime: 3334,
              duration: 130,
              scriptEvaluation: 90,
              styleLayout: 35.5,
              other: 4.5,
            },
          ],
        },
      },
    };
    expect(runTrace(withBreakdown).longTasks).toEqual([
      {
        url: 'http://x/a.js',
        startMs: 3334,
        durationMs: 130,
        kinds: [
          { kind: 'script', ms: 90 },
          { kind: 'style/layout', ms: 35.5 },
          { kind: 'other', ms: 4.5 },
        ],
      },
    ]);
    expect(runTrace(lhr)).toEqual({
      fcpMs: 760,
      lcpElement: 'div > p.amount',
      lcpPhases: [
        { phase: 'TTFB', ms: 456.6 },
        { phase: 'Load Delay', ms: 314.5 },
      ],
      longTasks: [{ url: 'http://x/a.js', startMs: 3334, durationMs: 130 }],
      mainThread: [{ group: 'Script Evaluation', ms: 1239 }],
      scripts: [{ url: 'http://x/a.js', totalMs: 1037, scriptingMs: 886 }],
      shifts: [
        { element: 'button.wk-field__toggle', score: 0.0027, causes: ['Web font loaded lao-700.woff2'] },
      ],
      scoreLost: [
        { metric: 'FCP', points: 0 },
        { metric: 'LCP', points: 2.5 },
        { metric: 'TBT', points: 15 },
        { metric: 'CLS', points: 0 },
        { metric: 'Speed Index', points: 0 },
      ],
    });
  });
});
