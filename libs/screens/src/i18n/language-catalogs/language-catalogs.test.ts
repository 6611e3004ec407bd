import { describe, expect, it } from 'vitest';
import { DOMAIN_TEXT_PARTS, FEATURES_WITH_TEXTS } from '../text-parts';
import { catalogs as en } from './en';
import { catalogs as lo } from './lo';
import { catalogs as th } from './th';

describe("each language's texts module", () => {
  it.each([
    ['th', th],
    ['lo', lo],
    ['en', en],
  ] as const)('%s: every page’s texts, and where each of its parts is, only its own', (bcp, catalogs) => {
    expect(catalogs.messages['error.BONUS_CLEAR']).toBeDefined();
    expect(Object.keys(catalogs.features).sort()).toEqual(
      FEATURES_WITH_TEXTS.map((feature) => `../locales/${feature}/${bcp}.po`).sort(),
    );
    expect(Object.keys(catalogs.domainParts).sort()).toEqual(
      Object.keys(DOMAIN_TEXT_PARTS)
        .map((part) => `../domain-catalogs/${part}/${bcp}.json`)
        .sort(),
    );
  });
});
