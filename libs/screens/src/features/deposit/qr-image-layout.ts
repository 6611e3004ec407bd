// The picture a saved or shared QR code becomes (pure: the canvas drawing is in qr-png.ts): the code on white with a
// quiet margin, and under it the provider, the amount and when the code expires, in the player's language.

/** What the picture says, already translated and formatted. */
export interface QrImageTexts {
  provider: string;
  /** e.g. "Amount: 100.00 baht". */
  amount: string;
  /** e.g. "Pay before 28/11/2026 12:15:00". */
  expiry: string;
}

export interface QrImageLine {
  text: string;
  /** Baseline, px from the top. */
  y: number;
  /** Font size in px. */
  size: number;
  bold: boolean;
}

export interface QrImageLayout {
  width: number;
  height: number;
  /** The square the code is drawn into. */
  code: { x: number; y: number; size: number };
  lines: QrImageLine[];
}

/** The code's side in px: large enough for a phone's camera to read from another screen. */
export const QR_IMAGE_CODE_SIZE = 480;
const MARGIN = 40;
const TITLE_SIZE = 32;
const TEXT_SIZE = 28;
/** Line height as a multiple of the font size: Thai and Lao marks stack above and below the line. */
const LEADING = 1.6;

/**
 * Where the code and each line go. Example: `qrImageLayout({ provider: 'KBANK', amount: 'Amount: 100', expiry: 'Pay
 * before 12:15' }).lines[0]` is the provider, in bold, just under the code.
 */
export function qrImageLayout(texts: QrImageTexts): QrImageLayout {
  const width = QR_IMAGE_CODE_SIZE + MARGIN * 2;
  const code = { x: MARGIN, y: MARGIN, size: QR_IMAGE_CODE_SIZE };
  const specs: { text: string; size: number; bold: boolean }[] = [
    { text: texts.provider, size: TITLE_SIZE, bold: true },
    { text: texts.amount, size: TEXT_SIZE, bold: true },
    { text: texts.expiry, size: TEXT_SIZE, bold: false },
  ];
  let y = code.y + code.size + MARGIN / 2;
  const lines = specs.map((spec) => {
    y += spec.size * LEADING;
    return { ...spec, y: Math.round(y - spec.size * (LEADING - 1)) };
  });
  return { width, height: Math.round(y + MARGIN / 2), code, lines };
}

/**
 * The file name of a saved code: provider and amount, letters and digits only. Example:
 * `qrFileName('KBANK', 100) === 'qr-kbank-100.png'`.
 */
export function qrFileName(provider: string, amount: number): string {
  const part = (value: string) =>
    value
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-|-$/g, '');
  return `qr-${part(provider) || 'code'}-${part(String(amount))}.png`;
}
