import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import Ajv2020 from 'ajv/dist/2020';
import addFormats from 'ajv-formats';
import { parse } from 'yaml';
import { describe, expect, it } from 'vitest';
import * as fixtures from './fixtures';

const documentPath = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  '../../../../openapi/openapi.yaml',
);
const document = parse(readFileSync(documentPath, 'utf8')) as {
  paths: Record<
    string,
    Record<
      string,
      { responses?: Record<string, { content?: Record<string, { schema?: { $ref?: string } }> }> }
    >
  >;
  components: { schemas: Record<string, unknown> };
};

const ajv = new Ajv2020({ strict: false, allErrors: true });
addFormats(ajv);
ajv.addSchema({ $id: 'openapi', components: document.components });

/** Builders whose schema is not the name after `build`. */
const schemaOf: Record<string, string> = {
  buildInactiveSlotAccount: 'SlotAccount',
  buildEmptyQrState: 'QrState',
  buildSupportMessage: 'ChatMessage',
  buildRefusedSpinResult: 'SpinResult',
};

const builders = Object.entries(fixtures as Record<string, unknown>).filter(
  (entry): entry is [string, () => unknown] => entry[0].startsWith('build') && typeof entry[1] === 'function',
);

describe('fixture builders', () => {
  it.each(builders)('%s builds a body valid against the OpenAPI schema', (name, build) => {
    const schemaName = schemaOf[name] ?? name.slice('build'.length);
    const validate = ajv.getSchema(`openapi#/components/schemas/${schemaName}`);
    expect(validate, `schema ${schemaName}`).toBeDefined();
    const value = build();
    const valid = validate?.(value);
    expect(validate?.errors ?? [], JSON.stringify(value)).toEqual([]);
    expect(valid).toBe(true);
  });

  it('covers every schema a 200 answer returns', () => {
    const built = new Set(builders.map(([name]) => schemaOf[name] ?? name.slice('build'.length)));
    const answered = new Set<string>();
    for (const item of Object.values(document.paths)) {
      for (const operation of Object.values(item)) {
        const ref = operation.responses?.['200']?.content?.['application/json']?.schema?.$ref;
        if (ref) answered.add(ref.replace('#/components/schemas/', ''));
      }
    }
    expect([...answered].filter((schema) => !built.has(schema))).toEqual([]);
  });

  it('applies overrides over fresh defaults', () => {
    const first = fixtures.buildProfile({ name: 'Other Name' });
    const second = fixtures.buildProfile();
    expect(first.name).toBe('Other Name');
    expect(second.name).toBe('Somchai Demo');
    expect(first._id).toBe(second._id);
    expect(fixtures.buildWalletResponse().slots.map((slot) => slot.category)).toEqual([
      'slot',
      'slot',
      'sport',
      'lotto',
    ]);
  });

  it('uses the code as the default message of an error envelope', () => {
    expect(fixtures.buildErrorEnvelope({ code: 'NO_BANK' })).toEqual({ code: 'NO_BANK', message: 'NO_BANK' });
  });
});
