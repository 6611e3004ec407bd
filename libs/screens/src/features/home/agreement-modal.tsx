// Agreement modal (docs/product.md#home): about 1.5 s after home loads, unless the local remember-agreement flag says
// it was accepted. The server's HTML goes through the sanitizer (agreement-dialog.tsx, loaded while the modal waits
// to be due). Accept stores the flag; closing without accepting brings it back on the next visit.
import { lazy, Suspense, useEffect, useState } from 'react';
import { useLookupAgreements } from '@wallet/api-client/react';
import { AGREEMENT_MODAL_DELAY_MS } from '@wallet/domain';
import { useAppContext } from '../../shared/app-context';

const loadDialog = () => import('./agreement-dialog');
const AgreementDialog = lazy(loadDialog);

/** `held` while another home dialog is open: the agreement then waits until it closes. */
export function AgreementModal({ held = false }: { held?: boolean }) {
  const { session } = useAppContext();
  const [pending] = useState(() => !session.isAgreementAccepted());
  const [due, setDue] = useState(false);
  const [open, setOpen] = useState(true);
  // Read quietly (docs/product.md#home: lookup failures are swallowed), only when the modal may show.
  const agreements = useLookupAgreements({ enabled: pending });

  useEffect(() => {
    if (!pending) return;
    // The dialog's code comes while the modal waits, so it opens on time.
    void loadDialog().catch(() => undefined);
    const id = setTimeout(() => setDue(true), AGREEMENT_MODAL_DELAY_MS);
    return () => clearTimeout(id);
  }, [pending]);

  const items = agreements.data?.agreements ?? [];
  if (!pending || !due || held || !open || items.length === 0) return null;
  return (
    <Suspense fallback={null}>
      <AgreementDialog
        items={items}
        onClose={() => setOpen(false)}
        onAccept={() => {
          session.setAgreementAccepted();
          setOpen(false);
        }}
      />
    </Suspense>
  );
}
