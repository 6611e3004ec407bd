// The coupon table of /user/spin (GET /api/spinwheel/coupon, COUPON_PAGE_SIZE per page): index, prize (slice
// label and wheel name), amount and Claim; the claim modal and its success and error alerts.
import { lazy, Suspense, useState, type ReactNode } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { COUPON_PAGE_SIZE, couponPage } from '@wallet/domain';
import type { Coupon } from '@wallet/api-client';
import { useCoupons } from '@wallet/api-client/react';
import { Button, DataTable, EmptyState, Loader, type DataTableColumn } from '@wallet/ui-kit';
import { AlertDialog } from '../../shared/alert-dialog/lazy-alert-dialog';
import { useRefusalText } from '../../shared/refusal-text';
import { useMoney } from '../../shared/money/use-money';

// Loaded when a coupon is first claimed: the prize descriptions are server HTML, and the sanitizer they need is the
// largest part of it (~10 KB the wheel would otherwise wait for).
const ClaimModal = lazy(() => import('./claim-modal'));

export interface CouponSectionProps {
  /** Reloads the setup after a claim (coins and widget data change). */
  onClaimed: () => void;
}

export function CouponSection({ onClaimed }: CouponSectionProps) {
  const { t } = useLingui();
  const amounts = useMoney();
  const refusalText = useRefusalText();
  const coupons = useCoupons();
  const [page, setPage] = useState(1);
  const [claiming, setClaiming] = useState<Coupon | null>(null);
  const [alert, setAlert] = useState<{
    tone: 'success' | 'error';
    title: string;
    message?: ReactNode;
  } | null>(null);

  const all = coupons.data?.coupons ?? [];
  const pages = Math.max(1, Math.ceil(all.length / COUPON_PAGE_SIZE));
  const shown = Math.min(page, pages);
  const rows = couponPage(all, shown);

  const columns: DataTableColumn<Coupon>[] = [
    {
      key: 'index',
      header: t`No.`,
      align: 'center',
      render: (_row, index) => (shown - 1) * COUPON_PAGE_SIZE + index + 1,
    },
    {
      key: 'prize',
      header: t`Prize`,
      isRowHeader: true,
      render: (row) => (
        <span className="wl-spin__coupon-prize">
          <span className="wl-spin__coupon-label">{row.prize.slice.label}</span>
          <span className="wl-spin__coupon-name">{row.prize.name}</span>
        </span>
      ),
    },
    {
      key: 'amount',
      header: t`Amount`,
      align: 'end',
      // A non-cash prize (a T-shirt) carries amount 0: its label says what it is worth, not "0.00".
      render: (row) => (row.amount > 0 ? amounts.format(row.amount) : row.prize.slice.label),
    },
    {
      key: 'claim',
      header: t`Claim`,
      align: 'center',
      render: (row) =>
        row.claimed ? (
          <span className="wl-spin__claimed">
            <Trans>Claimed</Trans>
          </span>
        ) : (
          <Button aria-label={t`Claim ${row.prize.slice.label}`} onClick={() => setClaiming(row)}>
            <Trans>Claim</Trans>
          </Button>
        ),
    },
  ];

  return (
    // A plain block under its heading: the table's own scroll region is the landmark named "My coupons".
    <div className="wl-spin__coupons">
      <h2 className="wl-spin__coupons-title">
        <Trans>My coupons</Trans>
      </h2>
      <DataTable
        caption={t`My coupons`}
        hideCaption
        columns={columns}
        rows={rows}
        rowKey={(row) => row._id}
        page={shown}
        pageSize={COUPON_PAGE_SIZE}
        total={all.length}
        onPageChange={setPage}
        paginationLabel={t`Coupon pages`}
        loading={coupons.isPending}
        empty={
          coupons.isError ? (
            <EmptyState
              headingLevel={3}
              title={<Trans>The coupons could not be loaded</Trans>}
              action={
                <Button variant="secondary" onClick={() => void coupons.refetch()}>
                  <Trans>Try again</Trans>
                </Button>
              }
            />
          ) : (
            <EmptyState headingLevel={3} title={<Trans>No coupons yet. Spin the wheel to win one.</Trans>} />
          )
        }
      />
      {claiming ? (
        <Suspense fallback={<Loader active label={t`Loading`} />}>
          <ClaimModal
            coupon={claiming}
            onClose={() => setClaiming(null)}
            onClaimed={(answer) => {
              setClaiming(null);
              setAlert({ tone: 'success', title: t`You claimed ${answer.label}` });
              onClaimed();
            }}
            onRefused={(error) => {
              setClaiming(null);
              setAlert({ tone: 'error', title: t`The coupon was not claimed`, message: refusalText(error) });
            }}
          />
        </Suspense>
      ) : null}
      <AlertDialog
        open={alert !== null}
        tone={alert?.tone ?? 'success'}
        title={alert?.title ?? ''}
        message={alert?.message}
        onConfirm={() => setAlert(null)}
      />
    </div>
  );
}
