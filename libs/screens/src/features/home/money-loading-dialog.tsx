// A money action's dialog while its code downloads (home-page.tsx): open from the tap, titled as the dialog will be,
// saying it loads, rather than a spinner behind the page. The same loading dialog a tap made before the app started
// opened (shared/loading-dialog): adopted, not opened twice. No kit component, so home's first load does not carry the
// kit's modal for it.
import { useLingui } from '@lingui/react/macro';
import { useKitTexts } from '@wallet/ui-kit';
import { useLoadingDialog } from '../../shared/loading-dialog/loading-dialog';
import { MONEY_DIALOG_SIZE, useMoneyActionLabels, type MoneyActionModal } from './money-actions';

export interface MoneyLoadingDialogProps {
  modal: MoneyActionModal;
  /** Gives the tap up: the dialog is not opened when its code arrives. */
  onClose: () => void;
}

export function MoneyLoadingDialog({ modal, onClose }: MoneyLoadingDialogProps): null {
  const { t } = useLingui();
  const kit = useKitTexts();
  const labels = useMoneyActionLabels();
  useLoadingDialog(
    { title: labels[modal], loading: t`Loading`, close: kit.close, size: MONEY_DIALOG_SIZE[modal] },
    onClose,
  );
  return null;
}
