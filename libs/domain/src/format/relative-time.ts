// Relative time in docs/product.md#formats: years, months of 30 days, days, hours, minutes, seconds.

/** Unit of a relative time, as Intl.RelativeTimeFormat takes it. Example: `const u: RelativeTimeUnit = 'month'`. */
export type RelativeTimeUnit = 'year' | 'month' | 'day' | 'hour' | 'minute' | 'second';

const SECOND = 1000;
const MINUTE = 60 * SECOND;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;
/** Length of the units in ms; a month is 30 days and a year 365 days. Example: `RELATIVE_TIME_UNITS_MS.month === 2592000000`. */
export const RELATIVE_TIME_UNITS_MS: Readonly<Record<RelativeTimeUnit, number>> = {
  year: 365 * DAY,
  month: 30 * DAY,
  day: DAY,
  hour: HOUR,
  minute: MINUTE,
  second: SECOND,
};

const order: readonly RelativeTimeUnit[] = ['year', 'month', 'day', 'hour', 'minute', 'second'];

/** Largest whole unit between a date and now; value is negative in the past (feed it to Intl.RelativeTimeFormat). Example: `relativeTime(0, 90_000)` gives `{ value: -1, unit: 'minute' }`. */
export function relativeTime(
  date: Date | string | number,
  now: Date | number,
): { value: number; unit: RelativeTimeUnit } {
  const then = date instanceof Date ? date.getTime() : new Date(date).getTime();
  const diff = then - (now instanceof Date ? now.getTime() : now);
  const size = Number.isFinite(diff) ? Math.abs(diff) : 0;
  const unit = order.find((candidate) => size >= RELATIVE_TIME_UNITS_MS[candidate]) ?? 'second';
  const count = Math.floor(size / RELATIVE_TIME_UNITS_MS[unit]);
  return { value: diff < 0 && count > 0 ? -count : count, unit };
}
