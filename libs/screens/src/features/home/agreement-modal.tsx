// Agreement modal (docs/product.md#home): about 1.5 s after home loads, unless this player accepted it in this session
// or before on this device (session-storage.ts). The server's HTML goes through the sanitizer (agreement-dialog.tsx,
// loaded while the modal waits to be due). Accept remembers it for this player; closing without accepting brings it
// back on the next visit.
import { lazy, startTransition, Suspense, useEffect, useState } from 'react';
import { useLookupAgreements } from '@wallet/api-client/react';
import { AGREEMENT_MODAL_DELAY_MS } from '@wallet/domain';
import { useAppContext } from '../../shared/app-context';

const loadDialog = () => import('./agreement-dialog');
const AgreementDialog = lazy(loadDialog);

/**
 * `player`: the profile id of the player on screen (undefined until the wallet is read). `held` while another home
 * dialog is open: the agreement then waits until it closes.
 */
export function AgreementModal({ player, held = false }: { player: string | undefined; held?: boolean }) {
  const { session } = useAppContext();
  const pending = player !== undefined && !session.isAgreementAccepted(player);
  const [due, setDue] = useState(false);
  const [open, setOpen] = useState(true);
  // Read quietly (docs/product.md#home: lookup failures are swallowed), only when the modal may show.
  const agreements = useLookupAgreements({ enabled: pending });

  useEffect(() => {
    if (!pending) return;
    // The dialog's code comes while the modal waits, so it opens on time.
    void loadDialog().catch(() => undefined);
    // In a transition: the dialog's render (its sanitized HTML) yields to the page, apart from its opening.
    const id = setTimeout(() => startTransition(() => setDue(true)), AGREEMENT_MODAL_DELAY_MS);
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
          session.setAgreementAccepted(player);
          setOpen(false);
        }}
      />
    </Suspense>
  );
}
