// @vitest-environment node
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { LOCALES, messageCatalogs } from '@wallet/domain';
import { readdirSync } from 'node:fs';
import {
  compileDomainCatalog,
  compiledCatalogFiles,
  domainPartOf,
  SHOWN_BY_THE_CHAT_SDK,
} from './compile-domain-catalogs';
import { DOMAIN_TEXT_PARTS, type DomainTextPart } from './text-parts';

describe('compiled domain catalogues', () => {
  it.each(compiledCatalogFiles())(
    '$file matches @wallet/domain (run `npm run generate:i18n -w @wallet/screens` when not)',
    ({ file, json }) => {
      const committed = readFileSync(path.join(import.meta.dirname, 'domain-catalogs', file), 'utf8');
      expect(committed).toBe(json);
    },
  );

  it.each(LOCALES)(
    '%s: every message the screens show is in one file, the steps and slips apart from every page’s',
    (locale) => {
      const parts = Object.keys(DOMAIN_TEXT_PARTS) as DomainTextPart[];
      const files = [null, ...parts].map((part) => Object.keys(compileDomainCatalog(locale, part)));
      const shownByScreens = Object.keys(messageCatalogs[locale]).filter(
        (id) => !id.startsWith(SHOWN_BY_THE_CHAT_SDK),
      );
      expect(files.flat().sort()).toEqual(shownByScreens.sort());
      expect(files[0]!.filter((id) => domainPartOf(id) !== null)).toEqual([]);
      expect(files[0]).toContain('error.NO_PROMOTION');
      parts.forEach((part, index) => {
        expect(files[index + 1]!.length).toBeGreaterThan(0);
        expect(files[index + 1]!.every((id) => id.startsWith(DOMAIN_TEXT_PARTS[part]))).toBe(true);
      });
    },
  );

  it('leaves out only the chat’s texts, which no screen names (the chat SDK writes them)', () => {
    const src = path.join(import.meta.dirname, '..');
    const sources = readdirSync(src, { recursive: true, encoding: 'utf8' }).filter(
      (file) => /\.tsx?$/.test(file) && !/\.(test|stories)\.tsx?$/.test(file),
    );
    expect(sources.length).toBeGreaterThan(100);
    const naming = sources.filter((file) =>
      /['`"]chat\.[a-zA-Z]/.test(readFileSync(path.join(src, file), 'utf8')),
    );
    expect(naming).toEqual([]);
  });
});
