import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { buildQrState } from '@wallet/api-client/testing';
import { XSS_PAYLOADS, xssFindings } from '@wallet/xss-corpus';
import { renderWithProviders } from '../../testing/render-with-providers';
import { expectProbeSanitized, SERVER_HTML_PROBE } from '../../testing/server-html-probe';
import { QrCodeImage } from './qr-code-image';
import { cleanQrMarkup } from './qr-markup';

describe('QR markup', () => {
  // The SVG allowlist is a sink of its own: the whole corpus runs through it once, inserted as QrCodeImage inserts
  // it (as HTML, so a serialisation that reparses differently would show). Markup that is not one <svg> goes to
  // SanitizedHtml, whose corpus run is the ui-kit's.
  it(`rebuilds SVG so that nothing of the ${XSS_PAYLOADS.length}-line XSS corpus runs`, () => {
    const dialogs = ['alert', 'confirm', 'prompt'] as const;
    const spies = dialogs.map((name) => vi.spyOn(window, name).mockImplementation(() => undefined as never));
    const payloads = [
      ...XSS_PAYLOADS.map((p) => `<svg xmlns="http://www.w3.org/2000/svg">${p}<rect width="1"/></svg>`),
      '<svg onload="alert(1)"><a href="javascript:alert(1)"><rect width="1" fill="url(javascript:alert(1))"/></a><foreignObject><img src=x onerror=alert(1)></foreignObject><script>alert(1)</script><animate attributeName="href" to="javascript:alert(1)"/></svg>',
    ];
    const host = document.createElement('div');
    document.body.append(host);
    for (const markup of payloads) {
      const clean = cleanQrMarkup(markup);
      const item = document.createElement('span');
      item.innerHTML = clean.kind === 'svg' ? clean.svg : '';
      host.append(item);
    }
    expect(xssFindings(host)).toEqual([]);
    for (const spy of spies) expect(spy).not.toHaveBeenCalled();
    expect(
      host.querySelectorAll('script, foreignObject, foreignobject, animate, a[href^="javascript"]'),
    ).toHaveLength(0);
    host.remove();
  });

  it('hands markup that is not one SVG to SanitizedHtml', async () => {
    expect(cleanQrMarkup(SERVER_HTML_PROBE)).toEqual({ kind: 'html', html: SERVER_HTML_PROBE });
    await renderWithProviders(<QrCodeImage markup={SERVER_HTML_PROBE} label="QR" />);
    expectProbeSanitized(screen.getByRole('img', { name: 'QR' }));
  });

  it('keeps the drawing of a real QR SVG', async () => {
    const markup = buildQrState().qrcode ?? '';
    await renderWithProviders(<QrCodeImage markup={markup} label="QR" />);
    const image = screen.getByRole('img', { name: 'QR' });
    expect(image.querySelector('svg')?.getAttribute('viewBox')).toBe('0 0 10 10');
    expect(image.querySelectorAll('rect')).toHaveLength(1);
  });
});
