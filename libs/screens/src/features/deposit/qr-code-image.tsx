// Shows the server's QR code markup, cleaned (see qr-markup.ts), as one image named for screen readers.
import { useMemo } from 'react';
import { SanitizedHtml } from '@wallet/ui-kit';
import { cleanQrMarkup } from './qr-markup';

export function QrCodeImage({ markup, label }: { markup: string; label: string }) {
  const clean = useMemo(() => cleanQrMarkup(markup), [markup]);
  return (
    <div role="img" aria-label={label} className="wl-deposit-qr__image">
      {clean.kind === 'svg' ? (
        // Rebuilt from an allowlist of drawing elements and attributes: nothing in it can run or load.
        <span className="wl-deposit-qr__svg" dangerouslySetInnerHTML={{ __html: clean.svg }} />
      ) : (
        <SanitizedHtml as="span" html={clean.html} />
      )}
    </div>
  );
}
