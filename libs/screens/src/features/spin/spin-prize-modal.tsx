// The prize modal (docs/product.md#spin): the player got a coupon for the slice; confirming closes it and reloads the setup.
import { Trans, useLingui } from '@lingui/react/macro';
import { Button, ModalDialog } from '@wallet/ui-kit';

export interface SpinPrizeModalProps {
  open: boolean;
  /** Label of the slice won. */
  label: string;
  /** Name of the wheel the coupon comes from. */
  wheelName: string;
  onClose: () => void;
}

export function SpinPrizeModal({ open, label, wheelName, onClose }: SpinPrizeModalProps) {
  const { t } = useLingui();
  return (
    <ModalDialog
      open={open}
      onClose={onClose}
      title={t`You got a coupon!`}
      size="sm"
      footer={
        <Button fullWidth onClick={onClose}>
          <Trans>OK</Trans>
        </Button>
      }
    >
      <p className="wl-spin__prize">
        <Trans>
          Your coupon: <strong className="wl-spin__prize-label">{label}</strong> from {wheelName}. Claim it in
          the coupon table.
        </Trans>
      </p>
    </ModalDialog>
  );
}
