// The coupon claim modal (docs/product.md#spin): the slice label and its sanitized HTML description, Cancel and
// Confirm; Confirm is debounced CLAIM_DEBOUNCE_MS and sends one POST /api/spinwheel/coupon/claim per confirm.
import { useEffect } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { CLAIM_DEBOUNCE_MS } from '@wallet/domain';
import type { Coupon, CouponClaimResponse } from '@wallet/api-client';
import { useClaimCoupon } from '@wallet/api-client/react';
import { Button, ModalDialog, SanitizedHtml } from '@wallet/ui-kit';
import { useMoneyAction } from '../../shared/money/use-money-action';
import { UnknownResultNotice } from '../../shared/money/unknown-result-notice';
import { useDebounced } from './use-debounced';

export interface ClaimModalProps {
  /** The coupon to claim; null closes the modal. */
  coupon: Coupon | null;
  onClose: () => void;
  onClaimed: (answer: CouponClaimResponse) => void;
  /** The server refused the claim (its code picks the text). */
  onRefused: (error: unknown) => void;
}

export function ClaimModal({ coupon, onClose, onClaimed, onRefused }: ClaimModalProps) {
  const { t } = useLingui();
  const claim = useClaimCoupon();
  const action = useMoneyAction<{ coupon: string }, CouponClaimResponse>({
    mutation: claim,
    onSuccess: (answer) => onClaimed(answer),
    onFailure: (error) => onRefused(error),
  });
  const debounced = useDebounced((id: string) => void action.confirm({ coupon: id }), CLAIM_DEBOUNCE_MS);

  const { reset } = action;
  const { cancel } = debounced;
  useEffect(() => {
    // A new coupon (or a closed modal) starts from idle; a confirm still waiting for its debounce is dropped.
    cancel();
    reset();
  }, [coupon?._id, cancel, reset]);

  const close = () => {
    if (action.pending) return;
    debounced.cancel();
    onClose();
  };

  const description = coupon?.prize.slice.htmlDescription;
  return (
    <ModalDialog
      open={coupon !== null}
      onClose={close}
      title={coupon ? coupon.prize.slice.label : t`Claim coupon`}
      footer={
        <div className="wl-spin__claim-actions">
          <Button variant="secondary" onClick={close} disabled={action.pending}>
            <Trans>Cancel</Trans>
          </Button>
          <Button loading={action.pending} onClick={() => coupon && debounced.call(coupon._id)}>
            <Trans>Confirm</Trans>
          </Button>
        </div>
      }
    >
      <p className="wl-spin__claim-name">
        <Trans>Coupon from {coupon?.prize.name ?? ''}</Trans>
      </p>
      {description ? <SanitizedHtml className="wl-spin__description" html={description} /> : null}
      <UnknownResultNotice status={action.status} />
    </ModalDialog>
  );
}

export default ClaimModal;
