// The sandbox refuses every request the OpenAPI document does not allow, so a client bug shows here first:
// the body (JSON or multipart) against the operation's schema (types, required fields, no extra field), the path,
// query and header parameters against theirs, and no query parameter or body the operation does not declare.
// A refusal is 400 with the error envelope: KEY_MISSING for something required, KEY_INVALID for anything else.
// Browser-safe: it takes the parsed document.
import type { ErrorObject } from 'ajv';
import type { MiddlewareHandler } from 'hono';
import { ApiFailure, type ErrorCode } from './errors';
import { OpenApiDocument, escapePointer, type Json, type Operation } from './openapi/document';

/** Operations whose missing multipart file has its own catalogue code (docs/product.md#errors). */
const MISSING_FILE_CODES: Readonly<Record<string, ErrorCode>> = { uploadSlip: 'SLIP_NO_FILE' };

/** The document's mark of a required text: it must not be blank. */
const NOT_BLANK = '\\S';

/** What stands for an uploaded file when a multipart body is checked against its schema (a binary string). */
const FILE_MARK = '<file>';

function mediaType(contentType: string | null | undefined): string {
  return (contentType ?? '').split(';')[0]!.trim().toLowerCase();
}

/** A query or path value as its schema's type (they arrive as text); left as text when it does not convert. */
function coerce(value: string, schema: Json): unknown {
  const type = schema['type'];
  if ((type === 'integer' || type === 'number') && value.trim() !== '' && Number.isFinite(Number(value)))
    return Number(value);
  if (type === 'boolean' && (value === 'true' || value === 'false')) return value === 'true';
  return value;
}

/** The value at an ajv instance path (`/a/0/b`) of `data`. */
function valueAt(data: unknown, instancePath: string): unknown {
  let node = data;
  for (const part of instancePath.split('/').slice(1)) {
    const key = part.replace(/~1/g, '/').replace(/~0/g, '~');
    node = typeof node === 'object' && node !== null ? (node as Record<string, unknown>)[key] : undefined;
  }
  return node;
}

/**
 * The first ajv error as the envelope: a missing property is KEY_MISSING (or the operation's own code), and so is a
 * blank required text.
 */
function failureOf(
  where: string,
  errors: ErrorObject[] | null | undefined,
  missingCode: ErrorCode,
  data?: unknown,
): ApiFailure {
  // An undeclared field names itself best; a value that fits no branch of a oneOf (a chat call for neither a user
  // nor a guest) is reported as that, not as the first branch's complaint.
  const error =
    errors?.find((e) => e.keyword === 'additionalProperties') ??
    errors?.find((e) => e.keyword === 'oneOf') ??
    errors?.[0];
  if (!error) return new ApiFailure('KEY_INVALID', `${where} does not match the contract`);
  const at = `${where}${error.instancePath}`;
  if (error.keyword === 'required') {
    const name = (error.params as { missingProperty: string }).missingProperty;
    return new ApiFailure(missingCode, `${at}/${name} is required`);
  }
  // A required text is marked `pattern: '\S'` (not blank): a blank one is missing, as the server trims what it reads.
  const blank = errors?.find(
    (e) =>
      e.keyword === 'pattern' &&
      (e.params as { pattern: string }).pattern === NOT_BLANK &&
      typeof valueAt(data, e.instancePath) === 'string',
  );
  if (blank) return new ApiFailure('KEY_MISSING', `${where}${blank.instancePath} is required`);
  if (error.keyword === 'additionalProperties') {
    const name = (error.params as { additionalProperty: string }).additionalProperty;
    return new ApiFailure('KEY_INVALID', `${at}/${name} is not part of the contract`);
  }
  return new ApiFailure('KEY_INVALID', `${at} ${error.message ?? 'is invalid'}`);
}

/** Checks requests against the document's operations. */
export class RequestValidator {
  readonly document: OpenApiDocument;

  constructor(doc: Json | OpenApiDocument) {
    this.document = doc instanceof OpenApiDocument ? doc : new OpenApiDocument(doc);
  }

  /** Throws the 400 envelope when `request` breaks the contract; unknown operations are left to the router. */
  async check(request: Request): Promise<void> {
    const url = new URL(request.url);
    const op = this.document.operationOf(request.method, url.pathname);
    if (!op) return;
    this.checkParameters(op, url, request.headers);
    await this.checkBody(op, request);
  }

  private checkParameters(op: Operation, url: URL, headers: Headers): void {
    const declared = (where: string) => op.parameters.filter((p) => p['in'] === where);
    const match = op.pattern.exec(url.pathname);
    const pathValues = new Map<string, string>();
    op.pathNames.forEach((name, index) => {
      const raw = match?.[index + 1] ?? '';
      try {
        pathValues.set(name, decodeURIComponent(raw));
      } catch {
        throw new ApiFailure('KEY_INVALID', `path parameter ${name} is not valid URL encoding`);
      }
    });
    const queryNames = new Set(declared('query').map((p) => String(p['name'])));
    for (const name of new Set(url.searchParams.keys())) {
      if (!queryNames.has(name))
        throw new ApiFailure('KEY_INVALID', `query parameter ${name} is not part of the contract`);
      if (url.searchParams.getAll(name).length > 1)
        throw new ApiFailure('KEY_INVALID', `query parameter ${name} is given more than once`);
    }
    const sources: Record<string, (name: string) => string | null | undefined> = {
      path: (name) => pathValues.get(name),
      query: (name) => url.searchParams.get(name),
      header: (name) => headers.get(name),
    };
    op.parameters.forEach((parameter) => {
      const where = String(parameter['in']);
      const name = String(parameter['name']);
      const value = sources[where]?.(name);
      if (value === null || value === undefined) {
        if (parameter['required'] === true)
          throw new ApiFailure('KEY_MISSING', `${where} parameter ${name} is required`);
        return;
      }
      const schema = (parameter['schema'] ?? {}) as Json;
      const index = (op.parameters as unknown[]).indexOf(parameter);
      const validate = this.document.validator(this.parameterPointer(op, parameter, index));
      if (!validate(coerce(value, schema)))
        throw failureOf(`${where} parameter ${name}`, validate.errors, 'KEY_MISSING', coerce(value, schema));
    });
  }

  /** Pointer of a parameter's schema: its component when it is one, else its place in the operation. */
  private parameterPointer(op: Operation, parameter: Json, index: number): string {
    const components = (this.document.doc['components'] ?? {}) as Json;
    const shared = Object.entries((components['parameters'] ?? {}) as Record<string, Json>).find(
      ([, p]) => p === parameter,
    );
    if (shared) return `#/components/parameters/${escapePointer(shared[0])}/schema`;
    const item = (this.document.doc['paths'] as Record<string, Json>)[op.template]!;
    const local = (item[op.method.toLowerCase()] as Json)['parameters'] as Json[] | undefined;
    const at = local?.indexOf(parameter) ?? -1;
    if (at >= 0)
      return `#/paths/${escapePointer(op.template)}/${op.method.toLowerCase()}/parameters/${at}/schema`;
    const itemAt = ((item['parameters'] ?? []) as Json[]).indexOf(parameter);
    if (itemAt >= 0) return `#/paths/${escapePointer(op.template)}/parameters/${itemAt}/schema`;
    throw new Error(`parameter ${index} of ${op.id} has no schema pointer`);
  }

  private async checkBody(op: Operation, request: Request): Promise<void> {
    const copy = request.clone();
    const type = mediaType(request.headers.get('content-type'));
    const content = (op.requestBody?.['content'] ?? {}) as Record<string, Json>;
    if (type === 'multipart/form-data' && content[type]) {
      await this.checkMultipart(op, copy, content[type]);
      return;
    }
    const text = await copy.text();
    if (text.trim() === '') {
      if (op.requestBody?.['required'] === true)
        throw new ApiFailure('KEY_MISSING', 'a request body is required');
      return;
    }
    if (!op.requestBody) throw new ApiFailure('KEY_INVALID', `${op.id} takes no request body`);
    if (!content[type]) {
      throw new ApiFailure(
        'KEY_INVALID',
        `Content-Type must be ${Object.keys(content).join(' or ')}, not ${type || 'absent'}`,
      );
    }
    let body: unknown;
    try {
      body = JSON.parse(text);
    } catch {
      throw new ApiFailure('KEY_INVALID', 'body is not valid JSON');
    }
    const validate = this.document.validator(this.bodyPointer(op, type));
    if (!validate(body)) throw failureOf('body', validate.errors, 'KEY_MISSING', body);
  }

  private async checkMultipart(op: Operation, copy: Request, media: Json): Promise<void> {
    let form: FormData;
    try {
      form = await copy.formData();
    } catch {
      throw new ApiFailure('KEY_INVALID', 'the multipart body cannot be read');
    }
    const fields: Record<string, unknown> = {};
    for (const [name, value] of form.entries()) {
      if (name in fields) throw new ApiFailure('KEY_INVALID', `body/${name} is given more than once`);
      fields[name] = typeof value === 'string' ? value : FILE_MARK;
    }
    const validate = this.document.validator(this.bodyPointer(op, 'multipart/form-data'));
    if (media['schema'] && !validate(fields))
      throw failureOf('body', validate.errors, MISSING_FILE_CODES[op.id] ?? 'KEY_MISSING', fields);
  }

  private bodyPointer(op: Operation, type: string): string {
    return `#/paths/${escapePointer(op.template)}/${op.method.toLowerCase()}/requestBody/content/${escapePointer(type)}/schema`;
  }
}

/** Middleware of `/api/*`: refuses with the 400 envelope whatever the document does not allow. */
export function requestValidation(validator: RequestValidator): MiddlewareHandler {
  return async (c, next) => {
    await validator.check(c.req.raw);
    await next();
  };
}
