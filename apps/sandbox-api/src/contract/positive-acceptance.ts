// Positive acceptance: requests generated from the document's own schemas (path, header and body, multipart parts
// of the media types `encoding` names) must never be refused for a reason the document does not state. A refusal
// is stated when its code is one the operation's `x-refusals` lists (a business refusal); KEY_MISSING is never
// stated, nor is any refusal of the server's contract check (that would be the document saying less than the server
// enforces), and KEY_INVALID only where the operation lists it for a rule a schema cannot express.
import fc, { type Arbitrary } from 'fast-check';
import type { Json, Operation } from '../openapi/document';
import type { ContractDocument } from './harness';
import { schemaArbitrary } from './schema-arbitrary';

/** Tiny real files per media type: the server reads a file's bytes, so a part of a type must be of that type. */
const SAMPLE_FILES: Record<string, { bytes: Uint8Array; extension: string }> = {
  'image/png': {
    bytes: Uint8Array.from(
      Buffer.from(
        'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
        'base64',
      ),
    ),
    extension: 'png',
  },
  'image/jpeg': {
    bytes: Uint8Array.from([0xff, 0xd8, 0xff, 0xe0, 0, 0x10, 0x4a, 0x46, 0x49, 0x46]),
    extension: 'jpg',
  },
  'image/gif': { bytes: new TextEncoder().encode('GIF89a\u0001\u0000\u0001\u0000'), extension: 'gif' },
  'video/mp4': {
    bytes: Uint8Array.from([0, 0, 0, 0x18, ...new TextEncoder().encode('ftypmp42')]),
    extension: 'mp4',
  },
  'video/quicktime': {
    bytes: Uint8Array.from([0, 0, 0, 0x14, ...new TextEncoder().encode('ftypqt  ')]),
    extension: 'mov',
  },
};

/** What the server's contract check says when it refuses a request (request-validation.ts); never a stated reason. */
const CONTRACT_CHECK =
  /^(body|path parameter|query parameter|header parameter|Content-Type must be|a request body is required|the multipart body|\w+ takes no request body)/;

/** One generated request of an operation. */
export interface GeneratedRequest {
  path: string;
  headers: Record<string, string>;
  json?: unknown;
  form?: { fields: Record<string, string>; files: Record<string, string> };
}

/** A generated request the server refused for a reason the document does not state. */
export interface Unstated {
  operation: string;
  request: GeneratedRequest;
  status: number;
  code: string;
  message: string;
}

function mediaTypeOf(op: Operation): string | undefined {
  return Object.keys(((op.requestBody?.['content'] ?? {}) as Json) ?? {})[0];
}

/** Requests of `op` the document allows. */
export function requestArbitrary(document: ContractDocument, op: Operation): Arbitrary<GeneratedRequest> {
  const pathParams: Record<string, Arbitrary<unknown>> = {};
  const headerParams: Record<string, Arbitrary<unknown>> = {};
  const optionalHeaders: string[] = [];
  for (const parameter of op.parameters) {
    const schema = (parameter['schema'] ?? {}) as Json;
    const name = String(parameter['name']);
    if (parameter['in'] === 'path') pathParams[name] = schemaArbitrary(document, schema).map(String);
    if (parameter['in'] === 'header') {
      headerParams[name] = schemaArbitrary(document, schema).map(String);
      if (parameter['required'] !== true) optionalHeaders.push(name);
    }
  }
  const type = mediaTypeOf(op);
  const media = type ? ((op.requestBody!['content'] as Json)[type] as Json) : undefined;
  const body: Arbitrary<unknown> = media
    ? schemaArbitrary(document, media['schema'] as Json)
    : fc.constant(undefined);
  const encoding = (media?.['encoding'] ?? {}) as Record<string, Json>;
  const fileTypes = (field: string) =>
    String(encoding[field]?.['contentType'] ?? 'application/octet-stream')
      .split(',')
      .map((t) => t.trim());
  const fileParts = Object.keys(encoding).filter((field) => fileTypes(field).some((t) => t in SAMPLE_FILES));
  const fileChoice = fc.record(
    Object.fromEntries(fileParts.map((field) => [field, fc.constantFrom(...fileTypes(field))])),
  );
  return fc
    .tuple(
      fc.record(pathParams),
      fc.record(headerParams, {
        requiredKeys: Object.keys(headerParams).filter((h) => !optionalHeaders.includes(h)),
      }),
      body,
      fileChoice,
    )
    .map(([pathValues, headers, value, files]) => {
      const path = op.template.replace(/\{([^}]+)\}/g, (_, name: string) =>
        encodeURIComponent(String(pathValues[name])),
      );
      const request: GeneratedRequest = { path, headers: headers as Record<string, string> };
      if (type === 'application/json') request.json = value;
      if (type === 'multipart/form-data') {
        const fields: Record<string, string> = {};
        for (const [name, field] of Object.entries((value ?? {}) as Record<string, unknown>))
          if (!(name in files)) fields[name] = String(field);
        request.form = { fields, files: files as Record<string, string> };
      }
      return request;
    })
    .filter((request) => {
      // What a flat schema cannot say (if/then of a chat message) is settled by the document's own validator.
      if (type !== 'application/json') return true;
      const pointer = `#/paths/${op.template.replace(/~/g, '~0').replace(/\//g, '~1')}/${op.method.toLowerCase()}/requestBody/content/application~1json/schema`;
      return document.validator(pointer)(request.json);
    });
}

/** The request as fetch sends it. */
export function toFetchInit(op: Operation, request: GeneratedRequest, token: string | null): RequestInit {
  const headers: Record<string, string> = { 'X-Requested-With': 'XMLHttpRequest', ...request.headers };
  if (token) headers['Authorization'] = `Bearer ${token}`;
  let body: BodyInit | undefined;
  if (request.json !== undefined) {
    headers['Content-Type'] = 'application/json';
    body = JSON.stringify(request.json);
  }
  if (request.form) {
    const form = new FormData();
    for (const [name, value] of Object.entries(request.form.fields)) form.append(name, value);
    for (const [name, type] of Object.entries(request.form.files)) {
      const sample = SAMPLE_FILES[type]!;
      form.append(
        name,
        new Blob([sample.bytes as Uint8Array<ArrayBuffer>], { type }),
        `upload.${sample.extension}`,
      );
    }
    body = form;
  }
  return { method: op.method, headers, ...(body === undefined ? {} : { body }) };
}

/** The refusal codes an operation states (`x-refusals`). */
export function statedRefusals(document: ContractDocument, op: Operation): string[] {
  const item = (document.doc['paths'] as Record<string, Json>)[op.template]!;
  return ((item[op.method.toLowerCase()] as Json)['x-refusals'] ?? []) as string[];
}

/** Why an answer is a refusal the document does not state, or null when it is an answer the document allows. */
export function unstatedReason(
  document: ContractDocument,
  op: Operation,
  status: number,
  body: unknown,
): { code: string; message: string } | null {
  if (status < 400) return null;
  const { code = '', message = '' } = (body ?? {}) as { code?: string; message?: string };
  const stated = statedRefusals(document, op);
  // The contract check's refusals, a missing value and a route the server does not have are never stated reasons.
  if (CONTRACT_CHECK.test(message) || code === 'KEY_MISSING' || status === 405 || /^no route /.test(message))
    return { code, message };
  return stated.includes(code) ? null : { code, message };
}

/**
 * Sends `runs` requests of `op` generated from the document to `baseUrl` (as the player of `token` when the
 * operation takes one) and answers those refused for a reason the document does not state (the first few).
 */
export async function checkPositiveAcceptance(
  document: ContractDocument,
  op: Operation,
  options: {
    baseUrl: string;
    /** The bearer token of every call, or a function that answers one per call (an operation that ends it). */
    token: string | null | (() => Promise<string>);
    runs: number;
    fetch?: typeof fetch;
    seed?: number;
  },
): Promise<Unstated[]> {
  const found: Unstated[] = [];
  const doFetch = options.fetch ?? globalThis.fetch;
  const samples = fc.sample(requestArbitrary(document, op), {
    numRuns: options.runs,
    ...(options.seed === undefined ? {} : { seed: options.seed }),
  });
  for (const request of samples) {
    const token = typeof options.token === 'function' ? await options.token() : options.token;
    const response = await doFetch(`${options.baseUrl}${request.path}`, toFetchInit(op, request, token));
    const text = await response.text();
    let body: unknown = text;
    try {
      body = JSON.parse(text);
    } catch {
      // a body that is not JSON: the contract check of the answer reports it
    }
    const reason = unstatedReason(document, op, response.status, body);
    if (reason) found.push({ operation: op.id, request, status: response.status, ...reason });
    if (found.length >= 3) break;
  }
  return found;
}
