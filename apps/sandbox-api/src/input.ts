// Reading request input: every malformed value becomes KEY_MISSING / KEY_INVALID, never an exception of the runtime.
import type { Context } from 'hono';
import { ApiFailure } from './errors';

/** A parsed JSON object body. */
export type Body = Record<string, unknown>;

/** Parses the JSON body; an absent body is `{}`, anything but an object is KEY_INVALID. */
export async function readJson(c: Context): Promise<Body> {
  const text = await c.req.text();
  if (text.trim() === '') return {};
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    throw new ApiFailure('KEY_INVALID', 'body is not valid JSON');
  }
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) {
    throw new ApiFailure('KEY_INVALID', 'body must be a JSON object');
  }
  return parsed as Body;
}

/** A required non-empty string (trimmed). */
export function requireString(body: Body, key: string): string {
  const value = body[key];
  if (value === undefined || value === null || value === '')
    throw new ApiFailure('KEY_MISSING', `${key} is required`);
  if (typeof value !== 'string') throw new ApiFailure('KEY_INVALID', `${key} must be a string`);
  const trimmed = value.trim();
  if (trimmed === '') throw new ApiFailure('KEY_MISSING', `${key} is required`);
  return trimmed;
}

/** An optional string: absent/null gives undefined, a non-string is KEY_INVALID. */
export function optionalString(body: Body, key: string): string | undefined {
  const value = body[key];
  if (value === undefined || value === null) return undefined;
  if (typeof value !== 'string') throw new ApiFailure('KEY_INVALID', `${key} must be a string`);
  return value.trim();
}

/** A required finite number (a numeric string is accepted, as HTML number inputs send them). */
export function requireNumber(body: Body, key: string): number {
  const value = body[key];
  if (value === undefined || value === null || value === '')
    throw new ApiFailure('KEY_MISSING', `${key} is required`);
  const n = typeof value === 'string' ? Number(value) : value;
  if (typeof n !== 'number' || !Number.isFinite(n))
    throw new ApiFailure('KEY_INVALID', `${key} must be a number`);
  return n;
}

/** An optional boolean switch. */
export function optionalBoolean(body: Body, key: string): boolean | undefined {
  const value = body[key];
  if (value === undefined || value === null) return undefined;
  if (typeof value !== 'boolean') throw new ApiFailure('KEY_INVALID', `${key} must be a boolean`);
  return value;
}

/** Page and limit of a paged list: page >= 1 (default 1), 1 <= limit <= 100 (default 10). */
export function readPaging(body: Body, defaultLimit = 10): { page: number; limit: number } {
  const page = body['page'] === undefined ? 1 : requireNumber(body, 'page');
  const limit = body['limit'] === undefined ? defaultLimit : requireNumber(body, 'limit');
  if (!Number.isInteger(page) || page < 1)
    throw new ApiFailure('KEY_INVALID', 'page must be an integer >= 1');
  if (!Number.isInteger(limit) || limit < 1 || limit > 100) {
    throw new ApiFailure('KEY_INVALID', 'limit must be an integer between 1 and 100');
  }
  return { page, limit };
}

/** The slice of `items` for a page. */
export function pageOf<T>(items: readonly T[], paging: { page: number; limit: number }): T[] {
  const start = (paging.page - 1) * paging.limit;
  return items.slice(start, start + paging.limit);
}
