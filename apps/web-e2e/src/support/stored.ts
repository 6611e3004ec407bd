// What the app keeps in the browser, written and read by the tests under domain's key names (STORAGE_KEYS), so a
// renamed key cannot leave a test writing one the app no longer reads.
import type { Page } from '@playwright/test';
import { STORAGE_KEYS } from '@wallet/domain';

export type StoredItem = keyof typeof STORAGE_KEYS;
export type StoredItems = Partial<Record<StoredItem, string>>;

function pairs(items: StoredItems): [string, string][] {
  return Object.entries(items).map(([item, value]) => [STORAGE_KEYS[item as StoredItem], value ?? '']);
}

/** Writes the items to the page's localStorage now. Example: `await storeNow(page, { agreement: 'true' })`. */
export async function storeNow(page: Page, items: StoredItems): Promise<void> {
  await page.evaluate((entries) => {
    for (const [key, value] of entries) localStorage.setItem(key, value);
  }, pairs(items));
}

/** Writes the items to localStorage before each document of the page loads. Example: `storeOnEveryLoad(page, { token })`. */
export async function storeOnEveryLoad(page: Page, items: StoredItems): Promise<void> {
  await page.addInitScript((entries) => {
    for (const [key, value] of entries) localStorage.setItem(key, value);
  }, pairs(items));
}

/** An item as the page has it in localStorage (or sessionStorage), else null. */
export async function readStored(
  page: Page,
  item: StoredItem,
  storage: 'local' | 'session' = 'local',
): Promise<string | null> {
  return page.evaluate(([key, where]) => (where === 'local' ? localStorage : sessionStorage).getItem(key), [
    STORAGE_KEYS[item],
    storage,
  ] as const);
}
