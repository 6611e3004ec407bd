// Upload status of deposit slips (docs/product.md#slips): paged table, refresh, reference link per row.
import { Trans, useLingui } from '@lingui/react/macro';
import {
  formatDateTime,
  isSafeUrl,
  slipNextStep,
  slipReasonMessageId,
  slipStatusMessageId,
  statusKind,
} from '@wallet/domain';
import { useSlipReference, useSlips } from '@wallet/api-client/react';
import { Button, ModalDialog, useToast, type DataTableColumn } from '@wallet/ui-kit';
import { PagedTable, usePagedQuery } from '../../shared/paged-table/paged-table';
import { useRefusalText } from '../../shared/refusal-text';
import { translate } from '../../i18n/translate';
import { useMoney } from '../../shared/money/use-money';
import '../../shared/forms/forms.css';

type Slip = NonNullable<ReturnType<typeof useSlips>['data']>['slips'][number];

export interface SlipStatusModalProps {
  open: boolean;
  onClose: () => void;
}

/** Modal with the player's uploaded slips (POST /api/statement/slip), loaded while open. */
export function SlipStatusModal({ open, onClose }: SlipStatusModalProps) {
  const { t, i18n } = useLingui();
  const amounts = useMoney();
  const paged = usePagedQuery(useSlips, { enabled: open });
  const slips = paged.query;

  const columns: DataTableColumn<Slip>[] = [
    {
      key: 'date',
      header: t`Date`,
      isRowHeader: true,
      render: (row) => <time dateTime={row.createdAt}>{formatDateTime(row.createdAt)}</time>,
    },
    { key: 'amount', header: t`Amount`, align: 'end', render: (row) => amounts.format(row.amount) },
    {
      key: 'status',
      header: t`Status`,
      render: (row) => {
        const reason = slipReasonMessageId(row.note);
        const status = translate(i18n, { id: slipStatusMessageId(row.status) });
        // A failed slip says what to do next under its reason (docs/product.md#slips).
        const next = reason ? slipNextStep(row.note, row.reference) : null;
        return (
          <>
            <span className={`wl-status wl-status--${statusKind(row.status)}`}>
              {reason ? `${status} (${translate(i18n, { id: reason })})` : status}
            </span>
            {next ? <span className="wl-next-step">{translate(i18n, next)}</span> : null}
          </>
        );
      },
    },
    {
      key: 'reference',
      header: t`Reference`,
      render: (row) => (row.reference ? <SlipReferenceLink reference={row.reference} /> : '-'),
    },
  ];

  return (
    <ModalDialog open={open} onClose={onClose} title={t`Upload status`} size="full">
      <PagedTable
        paged={paged}
        rows={(data) => data.slips}
        total={(data) => data.total ?? 0}
        caption={t`Uploaded slips`}
        paginationLabel={t`Slip pages`}
        columns={columns}
        rowKey={(row, index) => `${row.reference ?? ''}-${row.createdAt}-${index}`}
        headingLevel={3}
        errorTitle={<Trans>The slips could not be loaded</Trans>}
        emptyTitle={<Trans>No slips uploaded yet</Trans>}
        toolbar={
          <Button variant="ghost" onClick={() => void slips.refetch()} disabled={slips.isFetching}>
            <Trans>Refresh</Trans>
          </Button>
        }
      />
    </ModalDialog>
  );
}

/** Asks the server for the reference's URL on each press and opens it only when it is a safe http(s) URL. */
function SlipReferenceLink({ reference }: { reference: string }) {
  const { t } = useLingui();
  const toast = useToast();
  const refusalText = useRefusalText();
  const lookup = useSlipReference(reference, { enabled: false, retry: false });

  async function view() {
    if (lookup.isFetching) return;
    const result = await lookup.refetch();
    if (result.error) {
      toast.danger(refusalText(result.error));
      return;
    }
    const url = result.data?.url ?? '';
    if (isSafeUrl(url)) window.open(url, '_blank', 'noopener,noreferrer');
    else toast.danger(t`This reference cannot be opened`);
  }

  return (
    <Button
      variant="ghost"
      onClick={() => void view()}
      loading={lookup.isFetching}
      aria-label={t`View reference ${reference}`}
    >
      <Trans>View</Trans>
    </Button>
  );
}
