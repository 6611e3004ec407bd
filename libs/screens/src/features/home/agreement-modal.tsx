// Agreement modal (docs/product.md#home): about 1.5 s after home loads, unless the local remember-agreement flag says
// it was accepted. The server's HTML goes through the sanitizer. Accept stores the flag; closing without accepting
// brings it back on the next visit.
import { useEffect, useState } from 'react';
import { useLingui } from '@lingui/react/macro';
import { useLookupAgreements } from '@wallet/api-client/react';
import { AGREEMENT_MODAL_DELAY_MS } from '@wallet/domain';
import { Button, ModalDialog, SanitizedHtml } from '@wallet/ui-kit';
import { useAppContext } from '../../shared/app-context';

/** `held` while another home dialog is open: the agreement then waits until it closes. */
export function AgreementModal({ held = false }: { held?: boolean }) {
  const { t } = useLingui();
  const { session } = useAppContext();
  const [pending] = useState(() => !session.isAgreementAccepted());
  const [due, setDue] = useState(false);
  const [open, setOpen] = useState(true);
  // Read quietly (docs/product.md#home: lookup failures are swallowed), only when the modal may show.
  const agreements = useLookupAgreements({ enabled: pending });

  useEffect(() => {
    if (!pending) return;
    const id = setTimeout(() => setDue(true), AGREEMENT_MODAL_DELAY_MS);
    return () => clearTimeout(id);
  }, [pending]);

  const items = agreements.data?.agreements ?? [];
  if (!pending || !due || held || !open || items.length === 0) return null;
  return (
    <ModalDialog
      open
      onClose={() => setOpen(false)}
      title={t`Agreement`}
      size="md"
      footer={
        <Button
          onClick={() => {
            session.setAgreementAccepted();
            setOpen(false);
          }}
        >
          {t`Accept`}
        </Button>
      }
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
