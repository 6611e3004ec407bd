// Idempotency-Key of the money operations (openapi: components/parameters/IdempotencyKey): one UUID per player
// confirm, reused when that same confirm is retried, so the server replays its first answer instead of moving
// money twice.

/** The request header, as the document names it. */
export const IDEMPOTENCY_HEADER = 'Idempotency-Key';

/** What every money mutation accepts next to its inputs. Example: `{ amount: 100, idempotencyKey: newIdempotencyKey() }`. */
export interface IdempotencyKeyVariables {
  /** Sent as the `Idempotency-Key` header (never in the body); omitted when undefined. */
  idempotencyKey?: string;
}

const hex = (bytes: Uint8Array) => [...bytes].map((b) => b.toString(16).padStart(2, '0')).join('');

/** A version-4 UUID from 16 random bytes (RFC 9562 layout). */
function uuidFromBytes(bytes: Uint8Array): string {
  bytes[6] = ((bytes[6] ?? 0) & 0x0f) | 0x40;
  bytes[8] = ((bytes[8] ?? 0) & 0x3f) | 0x80;
  const h = hex(bytes);
  return `${h.slice(0, 8)}-${h.slice(8, 12)}-${h.slice(12, 16)}-${h.slice(16, 20)}-${h.slice(20, 32)}`;
}

/**
 * A new key for one confirm: `crypto.randomUUID()`, or a v4 UUID from `crypto.getRandomValues` where randomUUID is
 * missing (pages served over plain http on a LAN address are not a secure context), or from Math.random as a last
 * resort. Example: `const key = newIdempotencyKey(); transfer.mutate({ from, to, amount, idempotencyKey: key })`.
 */
export function newIdempotencyKey(): string {
  const webCrypto: Partial<Crypto> | undefined = globalThis.crypto;
  if (typeof webCrypto?.randomUUID === 'function') return webCrypto.randomUUID();
  const bytes = new Uint8Array(16);
  if (typeof webCrypto?.getRandomValues === 'function') webCrypto.getRandomValues(bytes);
  else for (let i = 0; i < bytes.length; i++) bytes[i] = Math.floor(Math.random() * 256);
  return uuidFromBytes(bytes);
}

/** The header parameter of a call for a key (nothing without one). Example: `{ params: { ...idempotencyParams(key) } }`. */
export function idempotencyParams(key: string | undefined): { header?: { 'Idempotency-Key': string } } {
  return key === undefined ? {} : { header: { [IDEMPOTENCY_HEADER]: key } as { 'Idempotency-Key': string } };
}
