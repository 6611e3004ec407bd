// Contract-test harness: the sandbox on a random port, the api-client over a recording fetch, and every recorded
// answer (errors included) validated with ajv against the OpenAPI document's schema for its operation and status.
import { ApiError, createApiClient, type ApiClient } from '@wallet/api-client';
import type { MarketName } from '../market';
import { OpenApiDocument, escapePointer, type Json, type Operation } from '../openapi/document';
import { DOCUMENT_PATH, readOpenApiDocument } from '../openapi/load';
import { startSandbox, type StartedSandbox } from '../server';

export { DOCUMENT_PATH, type Operation };

/** One recorded exchange and what the validator said about it. */
export interface Exchange {
  method: string;
  pathname: string;
  status: number;
  body: unknown;
  operation: string | null;
  problems: string[];
}

/** The parsed document, its operations and a validator per (operation, status). */
export class ContractDocument extends OpenApiDocument {
  constructor(file = DOCUMENT_PATH) {
    super(readOpenApiDocument(file));
  }

  /** Problems of an answer against the document (empty when it conforms). */
  check(op: Operation, status: number, contentType: string, body: unknown): string[] {
    const key = String(status);
    const response = (op.responses[key] ?? op.responses['default']) as Json | undefined;
    if (!response) return [`${op.id}: status ${status} is not documented`];
    const ref = typeof response['$ref'] === 'string' ? response['$ref'] : null;
    const resolved = ref ? this.pointer(ref) : response;
    const content = (resolved['content'] ?? {}) as Json;
    if (!content['application/json']) return [`${op.id} ${status}: the document declares no JSON body`];
    if (!contentType.includes('application/json')) return [`${op.id} ${status}: content-type ${contentType}`];
    const schemaPointer = ref
      ? `${ref}/content/application~1json/schema`
      : `#/paths/${escapePointer(op.template)}/${op.method.toLowerCase()}/responses/${key in op.responses ? key : 'default'}/content/application~1json/schema`;
    const validate = this.validator(schemaPointer);
    if (validate(body)) return [];
    return (validate.errors ?? []).map(
      (e) => `${op.id} ${status}: ${e.instancePath || '/'} ${e.message ?? ''} ${JSON.stringify(e.params)}`,
    );
  }

  /** Problems of a value against a named component schema (e.g. socket events against ChatMessage). */
  checkSchema(name: string, value: unknown): string[] {
    const validate = this.validator(`#/components/schemas/${name}`);
    if (validate(value)) return [];
    return (validate.errors ?? []).map((e) => `${name}: ${e.instancePath || '/'} ${e.message ?? ''}`);
  }
}

/** A running sandbox with a client whose every answer is checked against the document. */
export interface ContractContext {
  sandbox: StartedSandbox;
  exchanges: Exchange[];
  /** Client without a token. */
  guest: ApiClient;
  /** Client with the given token getter. */
  client(getToken: () => string | null): ApiClient;
  /** Plain fetch through the recorder, for bodies the typed client cannot send. */
  fetch: typeof fetch;
  /** Logs in and returns a client for that player. */
  login(username: string, password: string): Promise<ApiClient>;
  /** Lines the sandbox logged (OTP codes...). */
  logs: string[];
  close(): Promise<void>;
}

/** Starts a sandbox on port 0 and wires the recording client; `onExchange` sees every answer. */
export async function startContract(
  document: ContractDocument,
  onExchange: (exchange: Exchange) => void,
  options: { now?: () => Date; seed?: number; market?: MarketName; burstAllowed?: number } = {},
): Promise<ContractContext> {
  const logs: string[] = [];
  // The suite fires calls as fast as the machine allows, far beyond a player's taps: the burst limit (its own tests
  // in throttle.test.ts, and the OTP-send limit checked here) is raised so it never answers for the machine's speed.
  const sandbox = await startSandbox({
    port: 0,
    log: (line) => logs.push(line),
    burstAllowed: 1000,
    ...options,
  });
  const exchanges: Exchange[] = [];
  const recording: typeof fetch = async (input, init) => {
    const request = new Request(input, init);
    const response = await globalThis.fetch(request);
    const { pathname } = new URL(request.url);
    const text = await response.clone().text();
    let body: unknown = text;
    try {
      body = JSON.parse(text);
    } catch {
      // left as text: the check reports it
    }
    const op = document.operationOf(request.method, pathname);
    const exchange: Exchange = {
      method: request.method,
      pathname,
      status: response.status,
      body,
      operation: op?.id ?? null,
      problems: op
        ? document.check(op, response.status, response.headers.get('content-type') ?? '', body)
        : pathname.startsWith('/api')
          ? [`${request.method} ${pathname} is not an operation of the document`]
          : [],
    };
    // Wire decision: every /api call carries X-Requested-With.
    if (pathname.startsWith('/api') && request.headers.get('x-requested-with') !== 'XMLHttpRequest') {
      exchange.problems.push(
        `${request.method} ${pathname} was sent without X-Requested-With: XMLHttpRequest`,
      );
    }
    exchanges.push(exchange);
    onExchange(exchange);
    return response;
  };
  const client = (getToken: () => string | null) =>
    createApiClient({ baseUrl: sandbox.url, getToken, fetch: recording, timeoutMs: 10_000 });
  return {
    sandbox,
    exchanges,
    logs,
    guest: client(() => null),
    client,
    fetch: recording,
    async login(username, password) {
      const { token } = await client(() => null).post('/api/login', { body: { username, password } });
      return client(() => token);
    },
    close: () => sandbox.close(),
  };
}

/** Awaits a call that must fail and returns its ApiError (status and code checked). */
export async function expectFailure(call: Promise<unknown>, status: number, code: string): Promise<ApiError> {
  let caught: unknown;
  try {
    await call;
  } catch (error) {
    caught = error;
  }
  if (!(caught instanceof ApiError))
    throw new Error(`expected ApiError ${status} ${code}, got ${String(caught)}`);
  if (caught.status !== status || caught.code !== code) {
    throw new Error(`expected ${status} ${code}, got ${caught.status} ${caught.code} (${caught.message})`);
  }
  return caught;
}
