// The OpenAPI document compiled once with ajv: its operations, path matching and a validator per schema pointer.
// Shared by the contract suite (answers) and the sandbox's request validation (bodies, query, path, headers).
// Browser-safe: it takes the parsed document (see load.ts for reading it from disk in Node).
import { Ajv2020, type ValidateFunction } from 'ajv/dist/2020.js';
import addFormatsModule from 'ajv-formats';

export type Json = Record<string, unknown>;
const METHODS = ['get', 'post', 'put', 'delete', 'patch'] as const;

/** One operation of the document. */
export interface Operation {
  id: string;
  method: string;
  template: string;
  pattern: RegExp;
  /** Names of the path parameters, in the order of the pattern's groups. */
  pathNames: string[];
  literalLength: number;
  /** Its parameters (path item's and operation's, references resolved). */
  parameters: Json[];
  requestBody: Json | undefined;
  responses: Json;
  /** Its security requirements (the operation's, else the document's): `{}` among them means no token needed. */
  security: Json[];
}

/** JSON-pointer escape of one segment. */
export function escapePointer(segment: string): string {
  return segment.replace(/~/g, '~0').replace(/\//g, '~1');
}

/** The parsed document, its operations and a validator per JSON pointer. */
export class OpenApiDocument {
  readonly doc: Json;
  readonly operations: Operation[] = [];
  protected readonly ajv: Ajv2020;
  private readonly validators = new Map<string, ValidateFunction>();

  constructor(doc: Json) {
    this.doc = doc;
    this.ajv = new Ajv2020({
      strict: false,
      allErrors: true,
      validateFormats: true,
      // `multipleOf: 0.01` of amounts: 1.1 / 0.01 is 110.00000000000001 in binary floating point.
      multipleOfPrecision: 4,
    });
    const addFormats = ((addFormatsModule as unknown as { default?: unknown }).default ??
      addFormatsModule) as (ajv: Ajv2020) => void;
    addFormats(this.ajv);
    this.ajv.addSchema(this.doc, 'openapi.json');
    const paths = (this.doc['paths'] ?? {}) as Record<string, Json>;
    for (const [template, item] of Object.entries(paths)) {
      for (const method of METHODS) {
        const op = item[method] as Json | undefined;
        if (!op) continue;
        const pathNames = [...template.matchAll(/\{([^}]+)\}/g)].map((m) => m[1] as string);
        const source = template.replace(/[.*+?^$()|[\]\\]/g, '\\$&').replace(/\{[^}]+\}/g, '([^/]+)');
        const parameters = [
          ...((item['parameters'] ?? []) as Json[]),
          ...((op['parameters'] ?? []) as Json[]),
        ].map((p) => this.resolve(p));
        const requestBody = op['requestBody'] ? this.resolve(op['requestBody'] as Json) : undefined;
        this.operations.push({
          id: String(op['operationId']),
          method: method.toUpperCase(),
          template,
          pattern: new RegExp(`^${source}$`),
          pathNames,
          literalLength: template.replace(/\{[^}]+\}/g, '').length,
          parameters,
          requestBody,
          responses: (op['responses'] ?? {}) as Json,
          security: (op['security'] ?? this.doc['security'] ?? []) as Json[],
        });
      }
    }
  }

  /** The operation a request hits: the matching template with the most literal characters. */
  operationOf(method: string, pathname: string): Operation | undefined {
    return this.operations
      .filter((op) => op.method === method.toUpperCase() && op.pattern.test(pathname))
      .sort((a, b) => b.literalLength - a.literalLength)[0];
  }

  /** Methods the document declares for a path (for 405's `Allow`); empty when no operation has the path. */
  methodsOf(pathname: string): string[] {
    return [...new Set(this.operations.filter((op) => op.pattern.test(pathname)).map((op) => op.method))];
  }

  /** The compiled validator of the schema at `pointer` (`#/components/schemas/X`), cached. */
  validator(pointer: string): ValidateFunction {
    let validate = this.validators.get(pointer);
    if (!validate) {
      validate = this.ajv.compile({ $ref: `openapi.json${pointer}` });
      this.validators.set(pointer, validate);
    }
    return validate;
  }

  /** The node at a local reference (`#/components/...`). */
  pointer(ref: string): Json {
    let node: unknown = this.doc;
    for (const part of ref.replace(/^#\//, '').split('/')) {
      node = (node as Json)[part.replace(/~1/g, '/').replace(/~0/g, '~')];
    }
    return node as Json;
  }

  /** A node with its `$ref` followed (one level, as the document uses them). */
  resolve(node: Json): Json {
    return typeof node['$ref'] === 'string' ? this.pointer(node['$ref']) : node;
  }
}
