// The conditions the player accepts (docs/product.md#routes): server HTML, shown only through the sanitizer.
import { Trans, useLingui } from '@lingui/react/macro';
import { useLookupConditions } from '@wallet/api-client/react';
import { carriesOwnNumbers } from '@wallet/domain';
import { EmptyState, Loader, ModalDialog, SanitizedHtml } from '@wallet/ui-kit';
import './conditions-modal.css';

export interface ConditionsModalProps {
  open: boolean;
  onClose: () => void;
}

/** Modal listing GET /api/lookup/conditions; loads on first opening, a failed lookup just shows nothing (docs/product.md#routes). */
export function ConditionsModal({ open, onClose }: ConditionsModalProps) {
  const { t } = useLingui();
  const conditions = useLookupConditions({ enabled: open });
  const items = conditions.data?.conditions ?? [];
  // Strings that number themselves ("1. …") are not numbered a second time.
  const ownNumbers = carriesOwnNumbers(items);
  const List = ownNumbers ? 'ul' : 'ol';
  return (
    <ModalDialog open={open} onClose={onClose} title={t`Conditions`} size="full">
      <Loader active={conditions.isPending && open} label={t`Loading the conditions`} />
      {items.length > 0 ? (
        <List className={ownNumbers ? 'wl-conditions wl-conditions--own-numbers' : 'wl-conditions'}>
          {items.map((html, index) => (
            // The list comes whole from the server and never reorders while open, so the index is a stable key.
            <li key={index} className="wl-conditions__item">
              <SanitizedHtml html={html} />
            </li>
          ))}
        </List>
      ) : conditions.isPending ? null : (
        <EmptyState headingLevel={3} title={<Trans>No conditions to show</Trans>} />
      )}
    </ModalDialog>
  );
}

export default ConditionsModal;
