// Seeded randomness per sandbox instance, so a test can replay OTP codes, ids and spin results.

/** A source of numbers in [0, 1), plus the helpers the sandbox needs. */
export interface Random {
  next(): number;
  int(maxExclusive: number): number;
  hex(length: number): string;
  digits(length: number): string;
  letters(length: number): string;
}

/** mulberry32: tiny, fast and good enough for a sandbox (never for secrets). */
export function createRandom(seed: number): Random {
  let a = seed >>> 0;
  const next = (): number => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const int = (maxExclusive: number): number => Math.floor(next() * maxExclusive);
  const pick = (alphabet: string, length: number): string =>
    Array.from({ length }, () => alphabet[int(alphabet.length)] ?? '').join('');
  return {
    next,
    int,
    hex: (length) => pick('0123456789abcdef', length),
    digits: (length) => pick('0123456789', length),
    letters: (length) => pick('ABCDEFGHJKLMNPQRSTUVWXYZ', length),
  };
}
