// Date display in docs/product.md#formats (DD/MM/YYYY HH:mm:ss), in the market's zone unless told otherwise.
import { DEFAULT_TIME_ZONE } from '../constants';

const formats = new Map<string, Intl.DateTimeFormat>();

function formatFor(timeZone: string): Intl.DateTimeFormat {
  let format = formats.get(timeZone);
  if (format === undefined) {
    format = new Intl.DateTimeFormat('en-GB', {
      timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
      hourCycle: 'h23',
    });
    formats.set(timeZone, format);
  }
  return format;
}

/** Date as DD/MM/YYYY HH:mm:ss in the given zone (default Asia/Bangkok), '-' when it is not a valid date. Example: `formatDateTime('2024-01-31T17:00:00Z') === '01/02/2024 00:00:00'`. */
export function formatDateTime(date: Date | string | number, timeZone: string = DEFAULT_TIME_ZONE): string {
  const value = date instanceof Date ? date : new Date(date);
  if (Number.isNaN(value.getTime())) return '-';
  const parts = { day: '', month: '', year: '', hour: '', minute: '', second: '' };
  for (const part of formatFor(timeZone).formatToParts(value)) {
    if (part.type in parts) parts[part.type as keyof typeof parts] = part.value;
  }
  return `${parts.day}/${parts.month}/${parts.year.padStart(4, '0')} ${parts.hour}:${parts.minute}:${parts.second}`;
}
