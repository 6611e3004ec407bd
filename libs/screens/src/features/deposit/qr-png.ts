// Draws a QR code picture (qr-image-layout.ts) on a canvas and encodes it as PNG, all in the page: the code comes
// from the cleaned SVG already on screen (as a blob: image, so nothing is fetched and the canvas stays readable),
// the text in the page's own font stack (Noto Sans Thai / Lao), so it works offline once the code is shown.
import { qrImageLayout, type QrImageTexts } from './qr-image-layout';

function loadImage(url: string): Promise<HTMLImageElement> {
  return new Promise((resolve, reject) => {
    const image = new Image();
    image.onload = () => resolve(image);
    image.onerror = () => reject(new Error('The QR code could not be drawn'));
    image.src = url;
  });
}

/** The PNG of a QR code (`svg`: the cleaned markup of qr-markup.ts) with its texts. */
export async function renderQrPng(svg: string, texts: QrImageTexts): Promise<Blob> {
  const layout = qrImageLayout(texts);
  const canvas = document.createElement('canvas');
  canvas.width = layout.width;
  canvas.height = layout.height;
  const context = canvas.getContext('2d');
  if (!context) throw new Error('No canvas');
  const fontFamily = getComputedStyle(document.body).fontFamily || 'sans-serif';
  const fontOf = (size: number, bold: boolean) => `${bold ? '700' : '400'} ${size}px ${fontFamily}`;
  // The page's fonts may not have loaded the glyphs of these texts yet (a failed load falls back to system fonts).
  await Promise.all(
    layout.lines.map((line) =>
      document.fonts?.load(fontOf(line.size, line.bold), line.text).catch(() => undefined),
    ),
  );
  context.fillStyle = '#fff';
  context.fillRect(0, 0, layout.width, layout.height);
  // Drawn at the picture's size, not the markup's (a vector scaled up stays sharp).
  const sized = new DOMParser().parseFromString(svg, 'image/svg+xml').documentElement;
  sized.setAttribute('width', String(layout.code.size));
  sized.setAttribute('height', String(layout.code.size));
  const markup = new XMLSerializer().serializeToString(sized);
  const url = URL.createObjectURL(new Blob([markup], { type: 'image/svg+xml' }));
  try {
    const image = await loadImage(url);
    // Module edges stay sharp: no smoothing between the SVG's cells.
    context.imageSmoothingEnabled = false;
    context.drawImage(image, layout.code.x, layout.code.y, layout.code.size, layout.code.size);
  } finally {
    URL.revokeObjectURL(url);
  }
  context.fillStyle = '#111';
  context.textAlign = 'center';
  for (const line of layout.lines) {
    context.font = fontOf(line.size, line.bold);
    context.fillText(line.text, layout.width / 2, line.y, layout.width - 16);
  }
  return new Promise((resolve, reject) =>
    canvas.toBlob((blob) => (blob ? resolve(blob) : reject(new Error('No PNG'))), 'image/png'),
  );
}
