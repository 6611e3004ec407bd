import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { DATE_TIME_FORMAT, formatDateTime } from './format-date-time';

describe('formatDateTime', () => {
  it.each([
    ['2024-01-31T17:00:00Z', undefined, '01/02/2024 00:00:00'],
    ['2024-01-31T16:59:59Z', undefined, '31/01/2024 23:59:59'],
    [Date.UTC(2023, 11, 31, 5, 4, 3), undefined, '31/12/2023 12:04:03'],
    [new Date('2024-02-29T00:00:00+07:00'), undefined, '29/02/2024 00:00:00'],
    ['2024-06-01T12:00:00Z', 'UTC', '01/06/2024 12:00:00'],
    ['2024-06-01T12:00:00Z', 'Asia/Vientiane', '01/06/2024 19:00:00'],
    ['2024-06-01T12:00:00Z', 'America/New_York', '01/06/2024 08:00:00'],
    ['not a date', undefined, '-'],
    [Number.NaN, undefined, '-'],
  ])('formatDateTime(%j, %s) is %s', (date, zone, text) => {
    expect(formatDateTime(date, zone)).toBe(text);
  });

  it('matches DD/MM/YYYY HH:mm:ss and the UTC+7 wall clock for every instant', () => {
    fc.assert(
      fc.property(fc.integer({ min: Date.UTC(1970, 0, 1), max: Date.UTC(2100, 0, 1) }), (ms) => {
        const wall = new Date(ms + 7 * 3_600_000);
        const pad = (n: number) => String(n).padStart(2, '0');
        const expected = `${pad(wall.getUTCDate())}/${pad(wall.getUTCMonth() + 1)}/${wall.getUTCFullYear()} ${pad(wall.getUTCHours())}:${pad(wall.getUTCMinutes())}:${pad(wall.getUTCSeconds())}`;
        expect(formatDateTime(ms)).toBe(expected);
      }),
    );
  });

  it('pads years below 1000 to four digits', () => {
    expect(formatDateTime(new Date(Date.UTC(999, 0, 1, 0, 0, 0)), 'UTC')).toBe('01/01/0999 00:00:00');
  });

  it.each(['Asia/Bangkok', 'Asia/Vientiane', 'UTC'])(
    'gives the text Intl gives in %s, without Intl for a fixed offset',
    (zone) => {
      const intl = new Intl.DateTimeFormat(DATE_TIME_FORMAT.locale, {
        ...DATE_TIME_FORMAT.options,
        timeZone: zone,
      });
      const viaIntl = (ms: number) => {
        const p = Object.fromEntries(intl.formatToParts(ms).map((part) => [part.type, part.value]));
        return `${p.day}/${p.month}/${String(p.year).padStart(4, '0')} ${p.hour}:${p.minute}:${p.second}`;
      };
      const edges = [
        Date.UTC(1920, 2, 31, 17, 17, 55),
        Date.UTC(1920, 2, 31, 17, 17, 56),
        Date.UTC(1920, 3, 1),
        Date.UTC(1900, 0, 1),
        Date.UTC(999, 0, 1),
        Date.UTC(9999, 11, 31, 16, 59, 59),
        Date.UTC(9999, 11, 31, 17),
        0,
        -1,
      ];
      for (const ms of edges) expect(formatDateTime(ms, zone)).toBe(viaIntl(ms));
      fc.assert(
        fc.property(fc.integer({ min: Date.UTC(1000, 0, 1), max: Date.UTC(9999, 11, 31, 23) }), (ms) => {
          expect(formatDateTime(ms, zone)).toBe(viaIntl(ms));
        }),
        { numRuns: 3000 },
      );
    },
  );
});
