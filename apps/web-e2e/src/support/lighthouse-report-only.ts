// Lighthouse flags shared by the budget step (lighthouse.ts) and the bench (bench/perf-bench.ts).

/**
 * What Lighthouse gathers after the load only for its HTML report, off: the full-page screenshot (the report's pictures
 * of elements, 1.1 s a run here) and the back/forward cache check (it navigates away and back, 0.3 s; an audit of
 * weight 0). No budgeted or benched figure reads either (the scores are their metrics' and audits' own): the budget
 * step's 16 runs took 1:58 instead of 2:29.
 */
export const REPORT_ONLY_GATHERING_OFF = {
  disableFullPageScreenshot: true,
  skipAudits: ['bf-cache'],
};
