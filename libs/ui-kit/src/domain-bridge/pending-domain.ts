// Temporary stand-ins matching the @wallet/domain API that is being written; replaced by re-exports when it lands.

/** Delay before a loader may appear (SPEC section 9). */
export const LOADER_DELAY_MS = 200;

/** Two decimals with grouping; non-numbers show a dash (SPEC section 9). */
export function formatAmount(value: unknown): string {
  const n = typeof value === 'string' && value.trim() !== '' ? Number(value) : value;
  if (typeof n !== 'number' || !Number.isFinite(n)) return '-';
  return n.toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
}

const pad = (n: number) => String(n).padStart(2, '0');

/** DD/MM/YYYY HH:mm:ss in local time (SPEC section 9). */
export function formatDateTime(date: Date | string | number): string {
  const d = date instanceof Date ? date : new Date(date);
  if (Number.isNaN(d.getTime())) return '-';
  return `${pad(d.getDate())}/${pad(d.getMonth() + 1)}/${d.getFullYear()} ${pad(d.getHours())}:${pad(d.getMinutes())}:${pad(d.getSeconds())}`;
}

/** 3-3-rest when the number has 10 digits (SPEC section 9). */
export function formatAccountNumber(no: string): string {
  return /^\d{10}$/.test(no) ? `${no.slice(0, 3)}-${no.slice(3, 6)}-${no.slice(6)}` : no;
}

/** mm:ss of whole seconds left, never negative. */
export function formatCountdown(seconds: number): string {
  const s = Math.max(0, Math.floor(seconds));
  return `${pad(Math.floor(s / 60))}:${pad(s % 60)}`;
}

/** Only http(s), mailto, tel and relative URLs are safe to render. */
export function isSafeUrl(url: string): boolean {
  // eslint-disable-next-line no-control-regex
  const cleaned = url.replace(/[\u0000-\u0020\u007f-\u009f]/g, '');
  if (cleaned === '') return false;
  const scheme = /^([a-z][a-z0-9+.-]*):/i.exec(cleaned);
  if (!scheme) return true;
  return ['http', 'https', 'mailto', 'tel'].includes((scheme[1] ?? '').toLowerCase());
}

/** Page numbers shown around the current page: 3 before, 1 after (SPEC section 9). */
export function pageRange(current: number, totalPages: number, before = 3, after = 1): number[] {
  if (totalPages <= 0) return [];
  const start = Math.max(1, current - before);
  const end = Math.min(totalPages, current + after);
  const pages: number[] = [];
  for (let p = start; p <= end; p += 1) pages.push(p);
  return pages;
}
