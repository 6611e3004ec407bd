import { describe, expect, it } from 'vitest';
import { QR_IMAGE_CODE_SIZE, qrFileName, qrImageLayout } from './qr-image-layout';

const TEXTS = {
  provider: 'ธนาคารกสิกรไทย',
  amount: 'จำนวน: 100.00 บาท',
  expiry: 'ชำระก่อน 28/11/2026 12:15:00',
};

describe('QR picture layout', () => {
  it('puts the code on top, then the provider (bold), the amount (bold) and the expiry, in that order', () => {
    const layout = qrImageLayout(TEXTS);
    expect(layout.lines.map((line) => [line.text, line.bold])).toEqual([
      [TEXTS.provider, true],
      [TEXTS.amount, true],
      [TEXTS.expiry, false],
    ]);
    expect(layout.code.size).toBe(QR_IMAGE_CODE_SIZE);
    expect(layout.code.x * 2 + layout.code.size).toBe(layout.width);
  });

  it('keeps every line under the code, apart, and inside the picture', () => {
    const { code, lines, height } = qrImageLayout(TEXTS);
    let previous = code.y + code.size;
    for (const line of lines) {
      // The line's top (its baseline minus its size) stays below what is above it.
      expect(line.y - line.size).toBeGreaterThanOrEqual(previous);
      previous = line.y;
    }
    expect(previous).toBeLessThan(height);
  });

  it('names the file by provider and amount, letters and digits only', () => {
    expect(qrFileName('KBANK', 100)).toBe('qr-kbank-100.png');
    expect(qrFileName('PAY/ONEX', 1500.5)).toBe('qr-pay-onex-1500-5.png');
    expect(qrFileName('', 1)).toBe('qr-code-1.png');
  });
});
