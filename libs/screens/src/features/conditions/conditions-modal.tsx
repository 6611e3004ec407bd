// The conditions the player accepts (SPEC section 2, logged-in shell): server HTML, shown only through the sanitizer.
import { Trans, useLingui } from '@lingui/react/macro';
import { useLookupConditions } from '@wallet/api-client/react';
import { EmptyState, Loader, ModalDialog, SanitizedHtml } from '@wallet/ui-kit';
import './conditions-modal.css';

export interface ConditionsModalProps {
  open: boolean;
  onClose: () => void;
}

/** Modal listing GET /api/lookup/conditions; loads on first opening, a failed lookup just shows nothing (SPEC section 8). */
export function ConditionsModal({ open, onClose }: ConditionsModalProps) {
  const { t } = useLingui();
  const conditions = useLookupConditions({ enabled: open });
  const items = conditions.data?.conditions ?? [];
  return (
    <ModalDialog open={open} onClose={onClose} title={t`Conditions`} size="full">
      <Loader active={conditions.isPending && open} label={t`Loading the conditions`} />
      {items.length > 0 ? (
        <ol className="wl-conditions">
          {items.map((html, index) => (
            // The list comes whole from the server and never reorders while open, so the index is a stable key.
            <li key={index} className="wl-conditions__item">
              <SanitizedHtml html={html} />
            </li>
          ))}
        </ol>
      ) : conditions.isPending ? null : (
        <EmptyState headingLevel={3} title={<Trans>No conditions to show</Trans>} />
      )}
    </ModalDialog>
  );
}
