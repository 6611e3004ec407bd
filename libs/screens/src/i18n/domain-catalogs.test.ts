// @vitest-environment node
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { compiledCatalogFiles } from './compile-domain-catalogs';

describe('compiled domain catalogues', () => {
  it.each(compiledCatalogFiles())(
    '$file matches @wallet/domain (run `npm run generate:i18n -w @wallet/screens` when not)',
    ({ file, json }) => {
      const committed = readFileSync(path.join(import.meta.dirname, 'domain-catalogs', file), 'utf8');
      expect(committed).toBe(json);
    },
  );
});
