// The market's calendar: Thailand and Laos both keep UTC+7 all year (no daylight saving), so days and weeks are
// computed with a fixed offset from the instant, never from the device's zone. Weeks start on Monday.
import { MARKET_UTC_OFFSET_MINUTES } from '../constants';

const MS_PER_MINUTE = 60_000;
const MS_PER_DAY = 86_400_000;
// 1970-01-01 was a Thursday: shifting by 3 days makes day 0 of every week a Monday.
const MONDAY_SHIFT_DAYS = 3;

function toMs(instant: Date | string | number): number {
  return instant instanceof Date ? instant.getTime() : new Date(instant).getTime();
}

/** Market day number (days since 1970-01-01 in UTC+7), NaN for an invalid date. Example: `marketDay('2024-01-01T16:59:59Z') + 1 === marketDay('2024-01-01T17:00:00Z')`. */
export function marketDay(
  instant: Date | string | number,
  offsetMinutes: number = MARKET_UTC_OFFSET_MINUTES,
): number {
  return Math.floor((toMs(instant) + offsetMinutes * MS_PER_MINUTE) / MS_PER_DAY);
}

/** Market week number; weeks start Monday 00:00 UTC+7. Example: `marketWeek('2024-01-07T16:59:59Z') + 1 === marketWeek('2024-01-07T17:00:00Z')`. */
export function marketWeek(
  instant: Date | string | number,
  offsetMinutes: number = MARKET_UTC_OFFSET_MINUTES,
): number {
  return Math.floor((marketDay(instant, offsetMinutes) + MONDAY_SHIFT_DAYS) / 7);
}
