// Helpers of the installable-app specs (pwa.spec.ts, pwa-offline.spec.ts): each build's manifest facts, the feature's
// texts, the service worker taking control and what Cache Storage holds.
import type { Page } from '@playwright/test';
import type { Locale } from '@wallet/domain';
import { expect } from '../fixtures';

/** What each build's app.config.ts says (the manifest is made from it). */
export const BUILD = {
  th: { name: 'Siam Wallet', shortName: 'Siam Wallet', lang: 'th', brand: '#5b21b6' },
  la: { name: 'Lanxang Wallet', shortName: 'Lanxang', lang: 'lo', brand: '#b91c1c' },
} as const;

/** The screens' catalogue texts of this feature. */
export const TEXT = {
  th: {
    offline: 'คุณออฟไลน์อยู่ แอปจะเชื่อมต่อใหม่เองเมื่อการเชื่อมต่อกลับมา',
    lastSynced: 'ออฟไลน์: อัปเดตล่าสุด',
    waiting: 'ข้อมูลนี้จะโหลดเมื่อคุณกลับมาออนไลน์',
    newVersion: 'มีแอปเวอร์ชันใหม่พร้อมใช้งานแล้ว',
    reload: 'โหลดใหม่',
    later: 'ไว้ทีหลัง',
    pageFailed: 'ไม่สามารถโหลดหน้านี้ได้ โปรดลองอีกครั้ง',
    register: 'สมัครสมาชิก',
    menu: 'เมนูหลัก',
  },
  la: {
    offline: 'ທ່ານອອບໄລນ໌ຢູ່ ແອັບຈະເຊື່ອມຕໍ່ໃໝ່ເອງເມື່ອການເຊື່ອມຕໍ່ກັບມາ',
    lastSynced: 'ອອບໄລນ໌: ອັບເດດລ່າສຸດ',
    waiting: 'ຂໍ້ມູນນີ້ຈະໂຫຼດເມື່ອທ່ານກັບມາອອນໄລນ໌',
    newVersion: 'ມີແອັບເວີຊັນໃໝ່ພ້ອມໃຊ້ງານແລ້ວ',
    reload: 'ໂຫຼດໃໝ່',
    later: 'ໄວ້ພາຍຫຼັງ',
    pageFailed: 'ບໍ່ສາມາດໂຫຼດໜ້ານີ້ໄດ້ ກະລຸນາລອງໃໝ່ອີກຄັ້ງ',
    register: 'ສະໝັກສະມາຊິກ',
    menu: 'ເມນູຫຼັກ',
  },
  en: {
    offline: 'You are offline. The app reconnects by itself when the connection is back.',
    lastSynced: 'Offline: last synced',
    waiting: 'This will load when you are back online.',
    newVersion: 'A new version of the app is available.',
    reload: 'Reload',
    later: 'Later',
    pageFailed: 'This page could not be loaded. Please try again.',
    register: 'Register',
    menu: 'Main menu',
  },
} satisfies Record<Locale, Record<string, string>>;

/** Waits until the service worker is active and controls the page (it claims the page on its first install). */
export async function waitForServiceWorker(page: Page): Promise<void> {
  await expect
    .poll(() => page.evaluate(() => navigator.serviceWorker.controller?.scriptURL ?? null), {
      message: 'a service worker controls the page',
      timeout: 15_000,
    })
    .toMatch(/\/sw\.js$/);
  await page.evaluate(() => navigator.serviceWorker.ready);
}

/** Every URL path held in Cache Storage. */
export function cachedPaths(page: Page): Promise<string[]> {
  return page.evaluate(async () => {
    const paths: string[] = [];
    for (const name of await caches.keys())
      for (const request of await (await caches.open(name)).keys()) paths.push(new URL(request.url).pathname);
    return paths;
  });
}
