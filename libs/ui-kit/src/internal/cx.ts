/** Joins class names, skipping falsy ones, so optional modifiers stay readable. */
export function cx(...parts: unknown[]): string {
  return parts.filter((p): p is string => typeof p === 'string' && p !== '').join(' ');
}
