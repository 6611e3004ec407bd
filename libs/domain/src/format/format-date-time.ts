// Date display in docs/product.md#formats (DD/MM/YYYY HH:mm:ss), in the market's zone unless told otherwise.
import { DEFAULT_TIME_ZONE } from '../constants';

/** The Intl.DateTimeFormat behind `formatDateTime` for zones without a fixed offset (plus `timeZone`). */
export const DATE_TIME_FORMAT = {
  locale: 'en-GB',
  options: {
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
    hourCycle: 'h23',
  },
} as const satisfies { locale: string; options: Intl.DateTimeFormatOptions };

const formats = new Map<string, Intl.DateTimeFormat>();

function formatFor(timeZone: string): Intl.DateTimeFormat {
  let format = formats.get(timeZone);
  if (format === undefined) {
    format = new Intl.DateTimeFormat(DATE_TIME_FORMAT.locale, { ...DATE_TIME_FORMAT.options, timeZone });
    formats.set(timeZone, format);
  }
  return format;
}

/**
 * Zones whose offset has been fixed since a known instant, formatted without Intl: the first date or number format
 * of a page loads the browser's ICU locale and zone data (20-70 ms on this machine, four times that on a slow phone)
 * in the middle of the render that shows the data. Thailand and Laos (Asia/Vientiane links to Asia/Bangkok in the
 * zone database) have kept UTC+7 since 1 April 1920; UTC has no offset. Any other zone or instant goes through Intl.
 */
const FIXED_OFFSET_ZONES: Record<string, { offsetMs: number; sinceMs: number }> = {
  'Asia/Bangkok': { offsetMs: 7 * 3_600_000, sinceMs: Date.UTC(1920, 3, 1) },
  'Asia/Vientiane': { offsetMs: 7 * 3_600_000, sinceMs: Date.UTC(1920, 3, 1) },
  UTC: { offsetMs: 0, sinceMs: Date.UTC(1000, 0, 1) },
};
// Four-digit years only, as Intl writes them (it would write year 10000 whole).
const FIXED_OFFSET_UNTIL_MS = Date.UTC(9999, 11, 31);

const pad2 = (n: number) => String(n).padStart(2, '0');

function partsOf(value: Date, timeZone: string) {
  const fixed = FIXED_OFFSET_ZONES[timeZone];
  const ms = value.getTime();
  if (fixed && ms >= fixed.sinceMs && ms < FIXED_OFFSET_UNTIL_MS) {
    const wall = new Date(ms + fixed.offsetMs);
    return {
      day: pad2(wall.getUTCDate()),
      month: pad2(wall.getUTCMonth() + 1),
      year: String(wall.getUTCFullYear()),
      hour: pad2(wall.getUTCHours()),
      minute: pad2(wall.getUTCMinutes()),
      second: pad2(wall.getUTCSeconds()),
    };
  }
  const parts = { day: '', month: '', year: '', hour: '', minute: '', second: '' };
  for (const part of formatFor(timeZone).formatToParts(value)) {
    if (part.type in parts) parts[part.type as keyof typeof parts] = part.value;
  }
  return parts;
}

/** Date as DD/MM/YYYY HH:mm:ss in the given zone (default Asia/Bangkok), '-' when it is not a valid date. Example: `formatDateTime('2024-01-31T17:00:00Z') === '01/02/2024 00:00:00'`. */
export function formatDateTime(date: Date | string | number, timeZone: string = DEFAULT_TIME_ZONE): string {
  const value = date instanceof Date ? date : new Date(date);
  if (Number.isNaN(value.getTime())) return '-';
  const parts = partsOf(value, timeZone);
  return `${parts.day}/${parts.month}/${parts.year.padStart(4, '0')} ${parts.hour}:${parts.minute}:${parts.second}`;
}
