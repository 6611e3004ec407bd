// fast-check arbitraries derived from the OpenAPI document's own schemas: values the document allows, so a server
// that refuses one of them as malformed enforces something the document does not state. Covers the JSON Schema the
// document uses (types, enums, const, patterns, lengths, bounds, multipleOf, formats, $ref with siblings, allOf,
// oneOf/anyOf); what it cannot build exactly (if/then) is left to the caller's filter with the real validator.
import fc, { type Arbitrary } from 'fast-check';
import type { Json, OpenApiDocument } from '../openapi/document';

/** Longest text generated where the schema sets no maxLength (the contract is about form, not size). */
const TEXT_MAX = 24;
const COMBINATORS = ['allOf', 'oneOf', 'anyOf'] as const;

/** The schema with its `$ref` followed, the referring node's other keywords winning (3.1 allows siblings). */
function resolved(document: OpenApiDocument, schema: Json): Json {
  const ref = schema['$ref'];
  if (typeof ref !== 'string') return schema;
  const { $ref: _ref, ...siblings } = schema;
  return { ...resolved(document, document.pointer(ref)), ...siblings };
}

/** Two schemas of one value as one (the later one's keywords win; object properties merge by name). */
function merge(document: OpenApiDocument, a: Json, b: Json): Json {
  const out: Json = { ...a, ...b };
  const pa = (a['properties'] ?? {}) as Record<string, Json>;
  const pb = (b['properties'] ?? {}) as Record<string, Json>;
  if (a['properties'] || b['properties']) {
    const properties: Record<string, Json> = { ...pa };
    for (const [name, schema] of Object.entries(pb))
      properties[name] = pa[name]
        ? merge(document, resolved(document, pa[name]), resolved(document, schema))
        : schema;
    out['properties'] = properties;
  }
  out['required'] = [
    ...new Set([...((a['required'] ?? []) as string[]), ...((b['required'] ?? []) as string[])]),
  ];
  return out;
}

/** The schema as alternatives without allOf / oneOf / anyOf (each alternative one flat schema). */
export function variants(document: OpenApiDocument, input: Json): Json[] {
  const schema = resolved(document, input);
  const base: Json = { ...schema };
  for (const key of COMBINATORS) delete base[key];
  let out: Json[] = [base];
  for (const part of (schema['allOf'] ?? []) as Json[]) {
    const parts = variants(document, part);
    out = out.flatMap((v) => parts.map((p) => merge(document, v, p)));
  }
  const choices = [...((schema['oneOf'] ?? []) as Json[]), ...((schema['anyOf'] ?? []) as Json[])];
  if (choices.length > 0) {
    const branches = choices.flatMap((choice) => variants(document, choice));
    out = out.flatMap((v) => branches.map((b) => merge(document, v, b)));
  }
  return out;
}

function numberArbitrary(schema: Json, integer: boolean): Arbitrary<number> {
  const step = typeof schema['multipleOf'] === 'number' ? schema['multipleOf'] : integer ? 1 : 0.01;
  const lowest =
    typeof schema['exclusiveMinimum'] === 'number'
      ? schema['exclusiveMinimum'] + step
      : typeof schema['minimum'] === 'number'
        ? schema['minimum']
        : -1_000_000;
  const highest = typeof schema['maximum'] === 'number' ? schema['maximum'] : 1_000_000;
  const min = Math.ceil(lowest / step);
  const max = Math.floor(highest / step);
  // Small values most of the time (a player's amounts), the whole range now and then.
  const units = fc.oneof(
    { weight: 3, arbitrary: fc.integer({ min, max: Math.min(max, min + 100_000) }) },
    { weight: 1, arbitrary: fc.integer({ min, max }) },
  );
  return units.map((n) => Math.round(n * step * 100) / 100);
}

function stringArbitrary(schema: Json): Arbitrary<string> {
  const minLength = typeof schema['minLength'] === 'number' ? schema['minLength'] : 0;
  const maxLength = typeof schema['maxLength'] === 'number' ? schema['maxLength'] : minLength + TEXT_MAX;
  if (schema['format'] === 'uuid') return fc.uuid();
  if (schema['format'] === 'date-time') return fc.date({ noInvalidDate: true }).map((d) => d.toISOString());
  const fits = (s: string) => s.length >= minLength && s.length <= maxLength;
  if (typeof schema['pattern'] === 'string')
    return fc.stringMatching(new RegExp(schema['pattern'], 'u')).filter(fits);
  return fc.string({ minLength, maxLength, unit: 'grapheme' });
}

/** A value the (flat) schema allows. */
function flatArbitrary(document: OpenApiDocument, schema: Json): Arbitrary<unknown> {
  if ('const' in schema) return fc.constant(schema['const']);
  if (Array.isArray(schema['enum'])) return fc.constantFrom(...(schema['enum'] as unknown[]));
  const types = Array.isArray(schema['type']) ? (schema['type'] as string[]) : [schema['type'] as string];
  const one = (type: string | undefined): Arbitrary<unknown> => {
    switch (type) {
      case 'null':
        return fc.constant(null);
      case 'boolean':
        return fc.boolean();
      case 'integer':
        return numberArbitrary(schema, true);
      case 'number':
        return numberArbitrary(schema, false);
      case 'string':
        return stringArbitrary(schema);
      case 'array': {
        const items = schema['items'] ? schemaArbitrary(document, schema['items'] as Json) : fc.anything();
        return fc.array(items, { maxLength: 3 });
      }
      case 'object':
      default: {
        const properties = (schema['properties'] ?? {}) as Record<string, Json>;
        const record: Record<string, Arbitrary<unknown>> = {};
        for (const [name, property] of Object.entries(properties))
          record[name] = schemaArbitrary(document, property);
        return fc.record(record, { requiredKeys: (schema['required'] ?? []) as string[] });
      }
    }
  };
  return types.length > 1 ? fc.oneof(...types.map(one)) : one(types[0]);
}

/** Values the schema allows (for if/then and anything else the flat variants do not capture, filter them). */
export function schemaArbitrary(document: OpenApiDocument, schema: Json): Arbitrary<unknown> {
  const alternatives = variants(document, schema).map((v) => flatArbitrary(document, v));
  return alternatives.length === 1 ? alternatives[0]! : fc.oneof(...alternatives);
}
