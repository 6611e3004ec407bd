// The agreement dialog itself (docs/product.md#home): the server's HTML through the sanitizer, and Accept. Loaded
// by AgreementModal when it is due, so the sanitizer is not on the way to the home page's first render.
import { useLingui } from '@lingui/react/macro';
import { Button, ModalDialog, SanitizedHtml } from '@wallet/ui-kit';

export interface AgreementDialogProps {
  /** The agreements (server HTML), in the server's order. */
  items: readonly string[];
  onAccept: () => void;
  onClose: () => void;
}

export default function AgreementDialog({ items, onAccept, onClose }: AgreementDialogProps) {
  const { t } = useLingui();
  return (
    <ModalDialog
      open
      onClose={onClose}
      title={t`Agreement`}
      size="md"
      footer={<Button onClick={onAccept}>{t`Accept`}</Button>}
    >
      <ol className="wl-agreement">
        {items.map((html, index) => (
          // The list comes whole from the server and never reorders while open, so the index is a stable key.
          <li key={index} className="wl-agreement__item">
            <SanitizedHtml html={html} />
          </li>
        ))}
      </ol>
    </ModalDialog>
  );
}
