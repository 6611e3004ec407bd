// The refund modal of the home dashboard (docs/product.md#refund): its banners first, then the refund check
// (amount, success and fail percentages, sanitized info, or the not-found text), receive (blocked while a bonus is
// held), move to the wallet after a confirm (closes the modal; home re-reads the balances), and the paged log.
import { useState } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import {
  useReceiveRefund,
  useRefundBanners,
  useRefundCheck,
  useRefunds,
  useRefundToWallet,
} from '@wallet/api-client/react';
import { formatDateTime, refundState } from '@wallet/domain';
import { Button, ModalDialog, SanitizedHtml, Skeleton, type DataTableColumn } from '@wallet/ui-kit';
import { BannersFirst } from '../../shared/banners-first/banners-first';
import type { DashboardModalProps } from '../../shared/dashboard-modals';
import { MoneyConfirmDialog } from '../../shared/money/money-confirm-dialog';
import { UnknownResultNotice } from '../../shared/money/unknown-result-notice';
import { useMoneyAction } from '../../shared/money/use-money-action';
import { PagedTable, usePagedQuery } from '../../shared/paged-table/paged-table';
import { QueryView } from '../../shared/query-view/query-view';
import { useErrorText } from '../../shared/use-error-text';
import './refund-modal.css';
import { useMoney } from '../../shared/money/use-money';

type RefundRow = NonNullable<ReturnType<typeof useRefunds>['data']>['refunds'][number];

export default function RefundModal({ open, onClose }: DashboardModalProps) {
  return open ? <RefundFlow onClose={onClose} /> : null;
}

/** Mounted per opening: the banners are read again each time (docs/product.md#refund: invite and refund first fetch banners). */
function RefundFlow({ onClose }: { onClose: DashboardModalProps['onClose'] }) {
  const { t } = useLingui();
  const banners = useRefundBanners({ retry: false, refetchOnMount: 'always' });
  return (
    <BannersFirst banners={banners} title={t`Refund promotions`}>
      <RefundDialog onClose={onClose} />
    </BannersFirst>
  );
}

function RefundDialog({ onClose }: { onClose: DashboardModalProps['onClose'] }) {
  const { t } = useLingui();
  const amounts = useMoney();
  const errorText = useErrorText();
  const check = useRefundCheck();
  const receive = useReceiveRefund();
  const toWallet = useRefundToWallet();
  const [message, setMessage] = useState<{ text: string; failed: boolean } | null>(null);
  const [confirming, setConfirming] = useState(false);
  // Something was received: home re-reads the balances when the modal closes.

  const receiveAction = useMoneyAction({
    mutation: receive,
    onSuccess: (answer) => {
      setMessage({ text: errorText(answer.message || answer.code), failed: false });
    },
    onFailure: (error) => setMessage({ text: errorText(error), failed: true }),
  });
  const walletAction = useMoneyAction({
    mutation: toWallet,
    onSuccess: () => {
      setConfirming(false);
      onClose();
    },
    onFailure: (error) => {
      setConfirming(false);
      setMessage({ text: errorText(error), failed: true });
    },
  });

  const paged = usePagedQuery(useRefunds);
  const columns: DataTableColumn<RefundRow>[] = [
    {
      key: 'amount',
      header: t`Amount`,
      align: 'end',
      isRowHeader: true,
      render: (row) => <span className="wl-refund__amount">{amounts.format(row.refundAmount)}</span>,
    },
    {
      key: 'date',
      header: t`Date`,
      render: (row) => <time dateTime={row.createdAt}>{formatDateTime(row.createdAt)}</time>,
    },
  ];

  return (
    <>
      <ModalDialog open onClose={onClose} title={t`Refund`} className="wl-refund">
        <QueryView
          query={check}
          headingLevel={3}
          skeleton={<Skeleton shape="block" height={160} />}
          loadingLabel={t`Loading your refund`}
          errorTitle={<Trans>The refund could not be loaded</Trans>}
        >
          {(data) => {
            const state = refundState(data);
            if (state === 'notFound') {
              return <p className="wl-refund__none">{errorText('NO_REFUND')}</p>;
            }
            return (
              <div className="wl-refund__check">
                <dl className="wl-refund__figures">
                  <div>
                    <dt>
                      <Trans>Refund amount</Trans>
                    </dt>
                    <dd className="wl-refund__amount">{amounts.format(data.refundAmount)}</dd>
                  </div>
                  <div>
                    <dt>
                      <Trans>Refund on turnover</Trans>
                    </dt>
                    <dd>{data.refundSuccess}%</dd>
                  </div>
                  <div>
                    <dt>
                      <Trans>Refund on losses</Trans>
                    </dt>
                    <dd>{data.refundFail}%</dd>
                  </div>
                </dl>
                {data.info ? <SanitizedHtml html={data.info} className="wl-refund__info" /> : null}
                {state === 'blockedByBonus' ? (
                  <p className="wl-refund__blocked" id="wl-refund-blocked">
                    <Trans>You hold a bonus: the refund can be received once the bonus has ended.</Trans>
                  </p>
                ) : null}
                <div className="wl-refund__actions">
                  <Button
                    disabled={state === 'blockedByBonus'}
                    loading={receiveAction.pending}
                    {...(state === 'blockedByBonus' ? { 'aria-describedby': 'wl-refund-blocked' } : {})}
                    onClick={() => void receiveAction.confirm({})}
                  >
                    <Trans>Receive refund</Trans>
                  </Button>
                </div>
              </div>
            );
          }}
        </QueryView>
        {/* Received refunds wait here until moved, even when nothing new is to be received. */}
        <div className="wl-refund__actions wl-refund__actions--wallet">
          <Button variant="secondary" onClick={() => setConfirming(true)} disabled={walletAction.pending}>
            <Trans>Move refund to wallet</Trans>
          </Button>
        </div>
        {message ? (
          <p
            role={message.failed ? 'alert' : 'status'}
            className={
              message.failed ? 'wl-refund__message wl-refund__message--failed' : 'wl-refund__message'
            }
          >
            {message.text}
          </p>
        ) : null}
        <UnknownResultNotice status={receiveAction.status} />
        {confirming ? null : <UnknownResultNotice status={walletAction.status} />}
        <h3 className="wl-refund__log-title">
          <Trans>Refund history</Trans>
        </h3>
        <PagedTable
          paged={paged}
          rows={(data) => data.refunds}
          total={(data) => data.total}
          caption={t`Refund history`}
          columns={columns}
          rowKey={(row, index) => `${row.createdAt}-${index}`}
          errorTitle={<Trans>The refund history is unavailable right now</Trans>}
          emptyTitle={<Trans>No refunds yet</Trans>}
          quiet
          headingLevel={3}
        />
      </ModalDialog>
      <MoneyConfirmDialog
        open={confirming}
        title={t`Move the refund to your wallet?`}
        message={<Trans>The refunds you received move into your main wallet.</Trans>}
        confirmLabel={t`Move to wallet`}
        action={walletAction}
        input={{}}
        onCancel={() => setConfirming(false)}
      />
    </>
  );
}
