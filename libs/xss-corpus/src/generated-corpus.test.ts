import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { XSS_LISTS } from './generated/corpus';
import { XSS_LIST_NAMES } from './corpus';

const corpusDir = path.resolve(import.meta.dirname, '../corpus');

// Node only: proves src/generated/corpus.ts is the .txt lists, line for line.
describe('generated corpus module', () => {
  it.each(XSS_LIST_NAMES)(
    'matches corpus/%s.txt (run `npm run generate -w @wallet/xss-corpus` if not)',
    (name) => {
      const text = readFileSync(path.join(corpusDir, `${name}.txt`), 'utf8');
      expect(XSS_LISTS[name]).toEqual(text.split(/\r?\n/).filter((line) => line.trim() !== ''));
    },
  );
});
