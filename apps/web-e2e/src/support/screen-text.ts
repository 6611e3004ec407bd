// The screens' texts in the app language, read from the same .po catalogues the builds compile.
import fs from 'node:fs';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { MONEY_UNITS, STORAGE_KEYS, toBcp47, type AccountCurrency, type Locale } from '@wallet/domain';

const localesDir = path.resolve(import.meta.dirname, '../../../../libs/screens/src/i18n/locales');
const catalogues = new Map<string, Map<string, string>>();

/** A screens text (its English msgid) in one language; throws when the catalogue has no such entry. */
export function screenText(locale: Locale, msgid: string): string {
  if (locale === 'en') return msgid;
  const file = toBcp47(locale);
  let entries = catalogues.get(file);
  if (!entries) {
    entries = new Map();
    // Every catalogue: every page's texts and each feature's own (locales/<feature>).
    const featureDirs = fs
      .readdirSync(localesDir, { withFileTypes: true })
      .filter((entry) => entry.isDirectory())
      .map((entry) => path.join(localesDir, entry.name));
    for (const dir of [localesDir, ...featureDirs]) {
      const po = fs.readFileSync(path.join(dir, `${file}.po`), 'utf8');
      for (const m of po.matchAll(/^msgid "((?:[^"\\]|\\.)*)"\nmsgstr "((?:[^"\\]|\\.)*)"/gm))
        entries.set(JSON.parse(`"${m[1]}"`) as string, JSON.parse(`"${m[2]}"`) as string);
    }
    catalogues.set(file, entries);
  }
  const text = entries.get(msgid);
  if (!text) throw new Error(`no ${file} text for "${msgid}"`);
  return text;
}

/** A screens text in one language with its `{name}` placeholders filled. */
export function screenTextWith(
  locale: Locale,
  msgid: string,
  values: Record<string, string | number> = {},
): string {
  return screenText(locale, msgid).replace(/\{(\w+)\}/g, (_m, key: string) =>
    String(values[key] ?? `{${key}}`),
  );
}

/** The name of a money form's amount field ("Amount (baht)", "ຈຳນວນເງິນ (ກີບ)") in one language and currency. */
export function amountLabel(locale: Locale, currency: AccountCurrency = 'BAHT'): string {
  return screenTextWith(locale, 'Amount ({0})', { 0: MONEY_UNITS[currency][locale] });
}

/** `text` as a regular expression that matches it literally (a screen text inside a name pattern). */
export const escapeRegExp = (text: string): string => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The chat widget's launcher name in every language (chat-sdk's own texts, not the screens' catalogue). */
export const OPEN_CHAT = /^(Open chat|เปิดแชท|ເປີດແຊັດ)$/;
/** The chat's button above its oldest loaded message, in every language (chat-sdk's texts). */
export const LOAD_EARLIER_MESSAGES = /^(Load earlier messages|โหลดข้อความก่อนหน้า|ໂຫຼດຂໍ້ຄວາມກ່ອນໜ້າ)$/;
/** The chat widget's dismiss button of its 'talk to admin' invitation, in any language. */
export const DISMISS_INVITE = /^(Hide the chat invitation|ซ่อนข้อความชวนคุย|ເຊື່ອງຂໍ້ຄວາມເຊີນລົມ)$/;

/** Stores the language the way the app does (localStorage, and the cookie the server can read). */
export async function storeLocale(page: Page, locale: Locale): Promise<void> {
  // A real file of the origin (not the app), so the storage can be written before the app first starts.
  if (page.url() === 'about:blank') await page.goto('/robots.txt');
  await page.evaluate(
    ([key, l]) => {
      localStorage.setItem(key, l);
      document.cookie = `${key}=${l}; path=/; SameSite=Lax`;
    },
    [STORAGE_KEYS.locale, locale] as const,
  );
}
