import { describe, expect, it } from 'vitest';
import { msg } from '@lingui/core/macro';
import { messageCatalogs } from '@wallet/domain';
import { activateLocale, createI18n, loadFeatureTexts, loadTextParts } from './i18n';
import { DOMAIN_TEXT_PARTS, FEATURES_WITH_TEXTS } from './text-parts';

// A text of the player's home (locales/home), one of the bonus page (locales/bonus) and one every page has (locales).
const homeText = msg`Total balance`;
const bonusText = msg`Bonus and promotions`;
const sharedText = msg`Try again`;

describe('catalogues: every page’s, then each feature’s own', () => {
  it('a page has every page’s texts, not a feature’s (its catalogue is not downloaded)', async () => {
    const i18n = createI18n();
    await activateLocale(i18n, 'th');
    expect(i18n._(sharedText)).toBe('ลองอีกครั้ง');
    expect(i18n._(homeText)).not.toBe('ยอดเงินรวม');
  });

  it('a feature’s route loads its texts, only its own, and every language switched to afterwards brings them', async () => {
    const i18n = createI18n();
    await activateLocale(i18n, 'th');
    await loadFeatureTexts(i18n, 'home');
    expect(i18n._(homeText)).toBe('ยอดเงินรวม');
    expect(i18n._(bonusText)).toBe('Bonus and promotions');
    await activateLocale(i18n, 'la');
    expect(i18n._(homeText)).toBe('ຍອດເງິນລວມ');
    await activateLocale(i18n, 'en');
    expect(i18n._(homeText)).toBe('Total balance');
  });

  it('loaded while a language is being activated, they arrive in that language (the app’s start)', async () => {
    const i18n = createI18n();
    const activating = activateLocale(i18n, 'la');
    await Promise.all([activating, loadFeatureTexts(i18n, 'home')]);
    expect(i18n.locale).toBe('lo');
    expect(i18n._(homeText)).toBe('ຍອດເງິນລວມ');
  });

  it('withAllTexts loads every feature’s (a screen shown without its route, in tests and stories)', async () => {
    const i18n = createI18n();
    await activateLocale(i18n, 'th', { withAllTexts: true });
    expect(i18n._(homeText)).toBe('ยอดเงินรวม');
    expect(i18n._(bonusText)).toBe('โบนัสและโปรโมชั่น');
  });

  it('lists only existing feature folders, each with its catalogue in every language', async () => {
    const folders = Object.keys(import.meta.glob('../features/*/**/*.tsx')).map((file) => file.split('/')[2]);
    const catalogues = Object.keys(import.meta.glob('./locales/*/*.po'));
    for (const name of FEATURES_WITH_TEXTS) {
      expect(folders).toContain(name);
      for (const bcp of ['th', 'lo', 'en']) expect(catalogues).toContain(`./locales/${name}/${bcp}.po`);
    }
    // No catalogue of a feature left off the list (its texts would never load).
    const listed = new Set<string>(FEATURES_WITH_TEXTS);
    expect(catalogues.map((file) => file.split('/')[2]).filter((name) => !listed.has(name!))).toEqual([]);
  });

  it('the domain’s next steps and slip texts are parts of their own: loaded on demand, then in every language', async () => {
    const i18n = createI18n();
    await activateLocale(i18n, 'th');
    // Every page has the error codes' own texts, not the steps or the slips'.
    expect(i18n._('error.NO_PROMOTION')).toBe(messageCatalogs.th['error.NO_PROMOTION']);
    expect(i18n._('next.tryAgainLater')).toBe('next.tryAgainLater');
    expect(i18n._('slip.status.failed')).toBe('slip.status.failed');
    await loadTextParts(i18n, ['next-steps']);
    expect(i18n._('next.tryAgainLater')).toBe(messageCatalogs.th['next.tryAgainLater']);
    expect(i18n._('slip.status.failed')).toBe('slip.status.failed');
    await activateLocale(i18n, 'la');
    expect(i18n._('next.tryAgainLater')).toBe(messageCatalogs.la['next.tryAgainLater']);
  });

  it('a feature whose screens show steps or slips (deposit) brings those parts with its texts', async () => {
    const i18n = createI18n();
    await activateLocale(i18n, 'en');
    await loadFeatureTexts(i18n, 'deposit');
    expect(i18n._('next.tryAgainLater')).toBe(messageCatalogs.en['next.tryAgainLater']);
    expect(i18n._('slip.status.failed')).toBe(messageCatalogs.en['slip.status.failed']);
    // withAllTexts (tests, stories) has them too.
    const all = createI18n();
    await activateLocale(all, 'th', { withAllTexts: true });
    for (const prefix of Object.values(DOMAIN_TEXT_PARTS)) {
      const id = Object.keys(messageCatalogs.th).find((key) => key.startsWith(prefix))!;
      expect(all._(id)).toBe(messageCatalogs.th[id as keyof typeof messageCatalogs.th]);
    }
  });
});
