import { act, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { buildQrState } from '@wallet/api-client/testing';
import { XSS_PAYLOADS, xssFindings } from '@wallet/xss-corpus';
import { renderWithProviders } from '../../testing/render-with-providers';
import { QrCodeImage } from './qr-code-image';

describe('QR markup', () => {
  it(`runs nothing of the ${XSS_PAYLOADS.length}-line XSS corpus`, async () => {
    const dialogs = ['alert', 'confirm', 'prompt'] as const;
    const spies = dialogs.map((name) => vi.spyOn(window, name).mockImplementation(() => undefined as never));
    const payloads = [
      ...XSS_PAYLOADS,
      ...XSS_PAYLOADS.map((p) => `<svg xmlns="http://www.w3.org/2000/svg">${p}<rect width="1"/></svg>`),
      '<svg onload="alert(1)"><a href="javascript:alert(1)"><rect width="1" fill="url(javascript:alert(1))"/></a><foreignObject><img src=x onerror=alert(1)></foreignObject><script>alert(1)</script><animate attributeName="href" to="javascript:alert(1)"/></svg>',
    ];
    const { container } = await renderWithProviders(
      <>
        {payloads.map((markup, index) => (
          <QrCodeImage key={index} markup={markup} label={`QR ${index}`} />
        ))}
      </>,
    );
    await act(async () => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(xssFindings(container)).toEqual([]);
    for (const spy of spies) expect(spy).not.toHaveBeenCalled();
    expect(
      container.querySelectorAll('script, foreignObject, foreignobject, animate, a[href^="javascript"]'),
    ).toHaveLength(0);
  });

  it('keeps the drawing of a real QR SVG', async () => {
    const markup = buildQrState().qrcode ?? '';
    await renderWithProviders(<QrCodeImage markup={markup} label="QR" />);
    const image = screen.getByRole('img', { name: 'QR' });
    expect(image.querySelector('svg')?.getAttribute('viewBox')).toBe('0 0 10 10');
    expect(image.querySelectorAll('rect')).toHaveLength(1);
  });
});
