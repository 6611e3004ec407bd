// @vitest-environment jsdom
import { cleanup, render } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { XSS_PAYLOADS as payloads, xssFindings } from '@wallet/xss-corpus';
import { normalizeMessage } from '../core/normalize';
import type { ChatItem } from '../core/types';
import { MessageBubble } from './message-bubble';
import { chatTexts } from './texts';

afterEach(cleanup);

const noop = () => undefined;

function item(raw: unknown): ChatItem {
  const m = normalizeMessage(raw);
  if (!m) throw new Error('not a message');
  return { ...m, key: 'k', createdAt: '2026-01-01T00:00:00.000Z', status: 'succeed' };
}

function renderAll(p: string) {
  const variants: unknown[] = [
    { sender: 'admin', message: { message_type: 'text', payload: { message: p } } },
    { sender: 'admin', message: { message_type: p, payload: { message: p, title: p } } },
    {
      sender: 'admin',
      message: {
        message_type: 'buttons',
        payload: {
          message: p,
          buttons: [
            { title: p, type: 'web', payload: p },
            { title: p, type: 'call', payload: p },
            { title: p, type: 'postback', payload: p },
          ],
        },
      },
    },
    {
      sender: 'admin',
      message: { message_type: 'media', payload: { fileType: 'image', filePath: p, name: p } },
    },
    {
      sender: 'admin',
      message: { message_type: 'media', payload: { fileType: 'file', filePath: p, name: p } },
    },
    {
      sender: 'admin',
      message: {
        message_type: 'generic',
        payload: {
          elements: [
            { title: p, subtitle: p, image_url: p, buttons: [{ title: p, type: 'web', payload: p }] },
          ],
        },
      },
    },
    {
      sender: 'admin',
      message: {
        message_type: 'quick_replies',
        payload: { message: p, buttons: [{ title: p, type: 'other', payload: p }] },
      },
    },
  ];
  return render(
    <div>
      {variants.map((v, i) => (
        <MessageBubble
          key={i}
          item={item(v)}
          texts={chatTexts.en}
          isLast
          formatTime={() => '10:00'}
          mediaBaseUrl="https://api.test"
          onPostback={noop}
          onResend={noop}
          onRemove={noop}
          onCancelUpload={noop}
        />
      ))}
    </div>,
  );
}

describe('message rendering against the XSS corpus', () => {
  it(`keeps all ${payloads.length} payloads inert in every message type`, () => {
    expect(payloads).toHaveLength(268);
    const violations: string[] = [];
    let links = 0;
    for (const p of payloads) {
      const { container } = renderAll(p);
      if (
        container.querySelector(
          'script, iframe, object, embed, svg:not([aria-hidden]), style, form, base, meta',
        )
      )
        violations.push(`element: ${p}`);
      for (const finding of xssFindings(container)) violations.push(`${finding}: ${p}`);
      for (const el of container.querySelectorAll('*')) {
        if (el.getAttributeNames().some((attr) => attr.startsWith('on')))
          violations.push(`handler attribute: ${p}`);
      }
      for (const a of container.querySelectorAll('a')) {
        links += 1;
        if (!/^(https?:|tel:)/i.test(a.getAttribute('href') ?? ''))
          violations.push(`href ${a.getAttribute('href')}: ${p}`);
      }
      for (const media of container.querySelectorAll('img, video')) {
        if (!/^https?:/i.test(media.getAttribute('src') ?? ''))
          violations.push(`src ${media.getAttribute('src')}: ${p}`);
      }
      cleanup();
    }
    expect(violations).toEqual([]);
    expect(links).toBeGreaterThan(0);
  }, 60_000);
});
