// "Save QR" and "Share" under a live code (docs/product.md#qr): both hand over one PNG drawn in the page (qr-png.ts),
// so they work offline once the code is shown and send the picture nowhere but where the player puts it. Share is
// offered only where the browser can share files (Web Share with files); elsewhere it is absent.
import { useMemo, useState } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { Button, useToast } from '@wallet/ui-kit';
import { cleanQrMarkup } from './qr-markup';
import type { QrImageTexts } from './qr-image-layout';
import { renderQrPng } from './qr-png';

/** Whether this browser can hand a PNG file to the system share sheet. */
function canShareFiles(): boolean {
  if (typeof navigator === 'undefined' || typeof navigator.canShare !== 'function') return false;
  try {
    return navigator.canShare({ files: [new File([''], 'qr.png', { type: 'image/png' })] });
  } catch {
    return false;
  }
}

function download(blob: Blob, fileName: string) {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.rel = 'noopener';
  document.body.appendChild(link);
  link.click();
  link.remove();
  // The download has its own copy by now; a later revoke keeps slow browsers safe.
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

export function QrSaveShare({
  markup,
  texts,
  fileName,
}: {
  /** The server's QR markup (only an SVG code can be drawn into a picture). */
  markup: string;
  texts: QrImageTexts;
  fileName: string;
}) {
  const { t } = useLingui();
  const toast = useToast();
  const svg = useMemo(() => {
    const clean = cleanQrMarkup(markup);
    return clean.kind === 'svg' ? clean.svg : null;
  }, [markup]);
  const [shareable] = useState(canShareFiles);
  const [busy, setBusy] = useState<'save' | 'share' | null>(null);
  if (svg === null) return null;

  const run = async (kind: 'save' | 'share') => {
    if (busy) return;
    setBusy(kind);
    try {
      const png = await renderQrPng(svg, texts);
      if (kind === 'save') {
        download(png, fileName);
        toast.info(t`The QR code was saved as a picture.`);
      } else {
        const file = new File([png], fileName, { type: 'image/png' });
        await navigator.share({ files: [file], title: texts.provider });
      }
    } catch (error) {
      // Closing the share sheet is the player's choice, not a failure.
      if (!(error instanceof DOMException && error.name === 'AbortError'))
        toast.danger(t`The QR code picture could not be made. Take a screenshot instead.`);
    } finally {
      setBusy(null);
    }
  };

  return (
    <div className="wl-deposit-qr__keep">
      <Button variant="secondary" loading={busy === 'save'} onClick={() => void run('save')}>
        <Trans>Save QR</Trans>
      </Button>
      {shareable ? (
        <Button variant="secondary" loading={busy === 'share'} onClick={() => void run('share')}>
          <Trans>Share QR</Trans>
        </Button>
      ) : null}
    </div>
  );
}
