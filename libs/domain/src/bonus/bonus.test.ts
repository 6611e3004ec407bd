import fc from 'fast-check';
import { afterEach, describe, expect, it } from 'vitest';
import { type BonusForLook, bonusLook, receivedCount } from './bonus-look';
import { marketDay, marketWeek } from './market-clock';

const bangkokDate = new Intl.DateTimeFormat('en-CA', {
  timeZone: 'Asia/Bangkok',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});
const bangkokWeekday = new Intl.DateTimeFormat('en-US', { timeZone: 'Asia/Bangkok', weekday: 'short' });
const weekdays = ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'];

function bonus(
  type: string,
  maxReceived: number | null | undefined,
  dates: string[],
  isActive = false,
): BonusForLook {
  return { type, maxReceived, userBonus: { isActive, received: dates.map((updatedAt) => ({ updatedAt })) } };
}

describe('market clock (UTC+7, weeks from Monday)', () => {
  const originalTz = process.env['TZ'];
  afterEach(() => {
    process.env['TZ'] = originalTz;
  });

  it.each([
    ['2024-01-01T16:59:59.999Z', '2024-01-01T17:00:00Z', false],
    ['2024-01-01T17:00:00Z', '2024-01-02T16:59:59Z', true],
    ['2023-12-31T23:00:00+07:00', '2024-01-01T00:00:00+07:00', false],
  ])('%s and %s same market day: %s', (a, b, same) => {
    expect(marketDay(a) === marketDay(b)).toBe(same);
  });

  it.each([
    // Sunday 2024-01-07 23:59:59 and Monday 2024-01-08 00:00 in Bangkok.
    ['2024-01-07T16:59:59Z', '2024-01-07T17:00:00Z', false],
    // Monday 00:00 to Sunday 23:59:59 of the same week.
    ['2024-01-07T17:00:00Z', '2024-01-14T16:59:59Z', true],
    ['2024-01-01T00:00:00+07:00', '2024-01-07T23:59:59+07:00', true],
  ])('%s and %s same market week: %s', (a, b, same) => {
    expect(marketWeek(a) === marketWeek(b)).toBe(same);
  });

  it('agrees with the Bangkok calendar for any instant, whatever the device zone', () => {
    for (const zone of ['UTC', 'America/Los_Angeles', 'Pacific/Kiritimati', 'Asia/Bangkok']) {
      process.env['TZ'] = zone;
      fc.assert(
        fc.property(fc.integer({ min: Date.UTC(2000, 0, 1), max: Date.UTC(2060, 0, 1) }), (ms) => {
          const later = ms + 86_400_000;
          expect(marketDay(later) - marketDay(ms)).toBe(1);
          const sameDate = bangkokDate.format(ms) === bangkokDate.format(ms + 3_600_000);
          expect(marketDay(ms) === marketDay(ms + 3_600_000)).toBe(sameDate);
          // The week changes exactly when a Bangkok day turns into Monday.
          const nextDay = ms + 86_400_000;
          const isMonday = bangkokWeekday.format(nextDay) === 'Mon';
          expect(marketWeek(nextDay) - marketWeek(ms)).toBe(isMonday ? 1 : 0);
          expect(weekdays.indexOf(bangkokWeekday.format(ms))).toBe((((marketDay(ms) + 3) % 7) + 7) % 7);
        }),
        { numRuns: 150 },
      );
    }
  });

  it('accepts another offset', () => {
    expect(marketDay('2024-01-01T00:30:00Z', 0)).toBe(marketDay('2024-01-01T23:00:00Z', 0));
    expect(marketDay(new Date('2024-01-01T00:30:00Z'), 60)).toBe(marketDay('2024-01-01T00:30:00Z', 60));
  });
});

describe('bonus card look', () => {
  // Wednesday 2024-01-10 12:00 in Bangkok.
  const now = new Date('2024-01-10T05:00:00Z');
  const today = '2024-01-10T01:00:00+07:00';
  const yesterday = '2024-01-09T23:59:59+07:00';
  const monday = '2024-01-08T00:00:00+07:00';
  const lastSunday = '2024-01-07T23:59:59+07:00';

  it.each([
    [bonus('limit', 2, [lastSunday, '2023-01-01T00:00:00Z']), 2, 'exhausted'],
    [bonus('limit', 3, [lastSunday, today]), 2, 'available'],
    [bonus('day', 1, [today]), 1, 'exhausted'],
    [bonus('day', 1, [yesterday]), 0, 'available'],
    [bonus('day', 2, [today, yesterday, today]), 2, 'exhausted'],
    [bonus('week', 2, [monday, today]), 2, 'exhausted'],
    [bonus('week', 2, [lastSunday, today]), 1, 'available'],
    [bonus('week', 1, [lastSunday]), 0, 'available'],
    [bonus('day', 1, [today], true), 1, 'current'],
    [bonus('limit', 0, []), 0, 'exhausted'],
    [bonus('limit', null, [today]), 1, 'available'],
    [bonus('limit', undefined, [today]), 1, 'available'],
    [{ type: 'limit', maxReceived: 1 }, 0, 'available'],
    [{ type: 'limit', maxReceived: 1, userBonus: null }, 0, 'available'],
    [{ type: 'day', maxReceived: 1, userBonus: { received: null } }, 0, 'available'],
  ])('%j counts %s and looks %s', (input, count, look) => {
    expect(receivedCount(input, now)).toBe(count);
    expect(bonusLook(input, now)).toBe(look);
  });

  it('is exhausted exactly when the count reached maxReceived, unless active', () => {
    fc.assert(
      fc.property(
        fc.constantFrom('limit', 'day', 'week'),
        fc.integer({ min: 0, max: 5 }),
        fc.array(fc.integer({ min: Date.UTC(2023, 0, 1), max: Date.UTC(2024, 0, 20) })),
        fc.boolean(),
        (type, max, stamps, active) => {
          const input: BonusForLook = {
            type,
            maxReceived: max,
            userBonus: { isActive: active, received: stamps.map((updatedAt) => ({ updatedAt })) },
          };
          const count = receivedCount(input, now);
          expect(count).toBeLessThanOrEqual(stamps.length);
          expect(bonusLook(input, now)).toBe(active ? 'current' : count >= max ? 'exhausted' : 'available');
        },
      ),
    );
  });
});
