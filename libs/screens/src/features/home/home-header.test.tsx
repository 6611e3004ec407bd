import { describe, expect, it } from 'vitest';
import type { Locale } from '@wallet/domain';
import { renderWithProviders } from '../../testing/render-with-providers';
import { Ago } from './home-header';

async function agoText(value: number, unit: Parameters<typeof Ago>[0]['unit'], locale: Locale) {
  const { container, unmount } = await renderWithProviders(
    <span data-probe>
      <Ago value={value} unit={unit} />
    </span>,
    { locale },
  );
  const text = container.querySelector('[data-probe]')?.textContent;
  unmount();
  return text;
}

describe('last sync as relative time', () => {
  it('speaks every unit in English with singular and plural', async () => {
    expect(await agoText(-1, 'minute', 'en')).toBe('1 minute ago');
    expect(await agoText(-3, 'minute', 'en')).toBe('3 minutes ago');
    expect(await agoText(-2, 'year', 'en')).toBe('2 years ago');
    expect(await agoText(-1, 'month', 'en')).toBe('1 month ago');
    expect(await agoText(-4, 'day', 'en')).toBe('4 days ago');
    expect(await agoText(-5, 'hour', 'en')).toBe('5 hours ago');
    expect(await agoText(-30, 'second', 'en')).toBe('30 seconds ago');
  });

  // Chromium's ICU has no Lao relative-time data: Intl.RelativeTimeFormat('lo') answered in English on the Lao build.
  it('speaks Lao and Thai from the catalogues', async () => {
    expect(await agoText(-5, 'minute', 'la')).toBe('5 ນາທີກ່ອນ');
    expect(await agoText(-2, 'hour', 'la')).toBe('2 ຊົ່ວໂມງກ່ອນ');
    expect(await agoText(-5, 'minute', 'th')).toBe('5 นาทีที่ผ่านมา');
    expect(await agoText(-1, 'day', 'th')).toBe('1 วันที่ผ่านมา');
  });

  it('reads a time ahead of the device clock (skew) as just now', async () => {
    expect(await agoText(0, 'second', 'en')).toBe('just now');
    expect(await agoText(3, 'minute', 'en')).toBe('just now');
    expect(await agoText(0, 'second', 'la')).toBe('ຕອນນີ້');
  });
});
