import { describe, expect, it } from 'vitest';
import {
  filterStatements,
  isFiltered,
  monthOf,
  monthsToOffer,
  readStatementFilter,
  writeStatementFilter,
} from './statement-filter';

const row = (statementType: string, createdAt: string) => ({ statementType, createdAt });

describe('statement filter', () => {
  it('reads a type and a month from the URL and ignores anything else', () => {
    expect(readStatementFilter(new URLSearchParams('type=withdraw&month=2026-10'))).toEqual({
      type: 'withdraw',
      month: '2026-10',
    });
    expect(readStatementFilter(new URLSearchParams('type=casino&month=2026-13'))).toEqual({
      type: null,
      month: null,
    });
    expect(readStatementFilter(new URLSearchParams(''))).toEqual({ type: null, month: null });
  });

  it('writes the filter into the params, keeping the others and dropping empty parts', () => {
    const written = writeStatementFilter(new URLSearchParams('x=1&month=2026-01'), {
      type: 'transfer',
      month: null,
    });
    expect(written.toString()).toBe('x=1&type=transfer');
    expect(isFiltered(readStatementFilter(written))).toBe(true);
    expect(isFiltered({ type: null, month: null })).toBe(false);
  });

  it('takes the month in the market zone, as the row shows its date', () => {
    // 31 Oct 17:30 UTC is 1 Nov 00:30 in Bangkok and Vientiane.
    expect(monthOf('2026-10-31T17:30:00Z')).toBe('2026-11');
    expect(monthOf('2026-10-31T16:59:59Z')).toBe('2026-10');
    expect(monthOf('not a date')).toBeNull();
  });

  it('keeps only the rows of the type and the month, in order', () => {
    const rows = [
      row('withdraw', '2026-11-02T03:00:00Z'),
      row('deposit', '2026-10-20T03:00:00Z'),
      row('withdraw', '2026-10-19T03:00:00Z'),
      row('withdraw', '2026-10-18T03:00:00Z'),
      row('withdraw', '2026-09-30T18:00:00Z'),
    ];
    expect(filterStatements(rows, { type: 'withdraw', month: '2026-10' })).toEqual([
      rows[2],
      rows[3],
      rows[4],
    ]);
    expect(filterStatements(rows, { type: null, month: '2026-11' })).toEqual([rows[0]]);
    expect(filterStatements(rows, { type: 'deposit', month: null })).toEqual([rows[1]]);
    expect(filterStatements(rows, { type: null, month: null })).toEqual(rows);
  });

  it('offers the last twelve months newest first across a year, plus an older month a link chose', () => {
    const now = new Date('2026-02-10T05:00:00Z');
    const months = monthsToOffer(now, null);
    expect(months).toHaveLength(12);
    expect(months.slice(0, 3)).toEqual(['2026-02', '2026-01', '2025-12']);
    expect(months.at(-1)).toBe('2025-03');
    expect(monthsToOffer(now, '2024-05').at(-1)).toBe('2024-05');
    expect(monthsToOffer(now, '2026-01')).toHaveLength(12);
  });
});
