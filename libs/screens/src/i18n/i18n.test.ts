import { describe, expect, it } from 'vitest';
import { msg } from '@lingui/core/macro';
import { activateLocale, createI18n, loadPlayerTexts } from './i18n';
import { PLAYER_FEATURES } from './text-parts';

// A text of the player's home (locales/player) and one every page has (locales, the shell's).
const playerText = msg`Total balance`;
const sharedText = msg`Try again`;

describe('catalogues: every page, then the player screens', () => {
  it('a guest page has every page’s texts, not the player screens’ (their catalogue is not downloaded)', async () => {
    const i18n = createI18n();
    await activateLocale(i18n, 'th');
    expect(i18n._(sharedText)).toBe('ลองอีกครั้ง');
    expect(i18n._(playerText)).not.toBe('ยอดเงินรวม');
  });

  it('the player shell loads the player texts, and every language switched to afterwards brings them', async () => {
    const i18n = createI18n();
    await activateLocale(i18n, 'th');
    await loadPlayerTexts(i18n);
    expect(i18n._(playerText)).toBe('ยอดเงินรวม');
    await activateLocale(i18n, 'la');
    expect(i18n._(playerText)).toBe('ຍອດເງິນລວມ');
    await activateLocale(i18n, 'en');
    expect(i18n._(playerText)).toBe('Total balance');
  });

  it('loaded while a language is being activated, they arrive in that language (the app’s start)', async () => {
    const i18n = createI18n();
    const activating = activateLocale(i18n, 'la');
    await Promise.all([activating, loadPlayerTexts(i18n)]);
    expect(i18n.locale).toBe('lo');
    expect(i18n._(playerText)).toBe('ຍອດເງິນລວມ');
  });

  it('lists only existing feature folders', async () => {
    const folders = Object.keys(import.meta.glob('../features/*/**/*.tsx')).map((file) => file.split('/')[2]);
    for (const name of PLAYER_FEATURES) expect(folders).toContain(name);
  });
});
