// The invite modal of the home dashboard (docs/product.md#invite): its banners first, then the player's invite link
// `{origin}/register?code=PR<_id>` with copy, the system share sheet where the browser has one, a QR code of the
// link drawn in the browser, and the paged invitees (a failed list is a quiet state with a retry, no toast).
import { useId } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { QRCodeSVG } from 'qrcode.react';
import { useInviteBanners, useInvites, useWallet } from '@wallet/api-client/react';
import { formatDateTime, referralLink } from '@wallet/domain';
import { Button, CopyButton, ModalDialog, Skeleton, TextField, type DataTableColumn } from '@wallet/ui-kit';
import { useAppContext } from '../../shared/app-context';
import { BannersFirst } from '../../shared/banners-first/banners-first';
import type { DashboardModalProps } from '../../shared/dashboard-modals';
import { PagedTable, usePagedQuery } from '../../shared/paged-table/paged-table';
import { QueryView } from '../../shared/query-view/query-view';
import './invite-modal.css';
import { useMoney } from '../../shared/money/use-money';

type Invitee = NonNullable<ReturnType<typeof useInvites>['data']>['invites'][number];

/** Size of the drawn QR code in CSS pixels (scannable from a phone screen, fits 360 px with the modal's padding). */
const QR_SIZE = 176;

export default function InviteModal({ open, onClose }: DashboardModalProps) {
  return open ? <InviteFlow onClose={onClose} /> : null;
}

/** Mounted per opening: the banners are read again each time (docs/product.md#invite: invite and refund first fetch banners). */
function InviteFlow({ onClose }: { onClose: DashboardModalProps['onClose'] }) {
  const { t } = useLingui();
  const banners = useInviteBanners({ retry: false, refetchOnMount: 'always' });
  return (
    <BannersFirst banners={banners} title={t`Invite promotions`}>
      <InviteDialog onClose={() => onClose()} />
    </BannersFirst>
  );
}

/** The Web Share API, when this browser has it (phones): feature-detected, never assumed. */
function systemShare(): ((data: ShareData) => Promise<void>) | null {
  if (typeof navigator === 'undefined' || typeof navigator.share !== 'function') return null;
  return (data) => navigator.share(data);
}

function InviteDialog({ onClose }: { onClose: () => void }) {
  const { t } = useLingui();
  const amounts = useMoney();
  const { origin } = useAppContext();
  const wallet = useWallet();
  const share = systemShare();
  const paged = usePagedQuery(useInvites);
  // Copy is described by the link it copies.
  const linkId = useId();

  const columns: DataTableColumn<Invitee>[] = [
    { key: 'name', header: t`Name`, isRowHeader: true, render: (row) => row.from.name },
    {
      key: 'amount',
      header: t`Amount`,
      align: 'end',
      render: (row) => <span className="wl-invite__amount">{amounts.format(row.amount)}</span>,
    },
    {
      key: 'date',
      header: t`Date`,
      render: (row) => <time dateTime={row.createdAt}>{formatDateTime(row.createdAt)}</time>,
    },
  ];

  return (
    <ModalDialog open onClose={onClose} title={t`Invite friends`} className="wl-invite">
      <QueryView
        query={wallet}
        headingLevel={3}
        skeleton={<Skeleton shape="block" height={300} />}
        loadingLabel={t`Loading your invite link`}
      >
        {(data) => {
          const link = referralLink(origin, data.profile._id);
          return (
            <div className="wl-invite__link">
              <p className="wl-invite__intro">
                <Trans>Share your link: friends who register with it are counted as your invitees.</Trans>
              </p>
              <TextField
                id={linkId}
                label={t`Your invite link`}
                value={link}
                readOnly
                className="wl-invite__field"
              />
              <div className="wl-invite__actions">
                <CopyButton text={link} aria-describedby={linkId}>
                  <Trans>Copy link</Trans>
                </CopyButton>
                {share ? (
                  <Button
                    variant="secondary"
                    onClick={() => {
                      // A dismissed share sheet rejects: nothing to tell the player.
                      share({ title: t`Join me`, url: link }).catch(() => undefined);
                    }}
                  >
                    <Trans>Share</Trans>
                  </Button>
                ) : null}
              </div>
              <figure className="wl-invite__qr">
                <QRCodeSVG
                  value={link}
                  size={QR_SIZE}
                  level="M"
                  marginSize={2}
                  role="img"
                  aria-label={t`QR code of your invite link`}
                  className="wl-invite__qr-code"
                />
                <figcaption>
                  <Trans>A friend can scan this code from your screen.</Trans>
                </figcaption>
              </figure>
            </div>
          );
        }}
      </QueryView>
      <h3 className="wl-invite__table-title">
        <Trans>Your invitees</Trans>
      </h3>
      <PagedTable
        paged={paged}
        rows={(data) => data.invites}
        total={(data) => data.total}
        caption={t`Your invitees`}
        columns={columns}
        rowKey={(row, index) => `${row.createdAt}-${index}`}
        errorTitle={<Trans>The invitee list is unavailable right now</Trans>}
        emptyTitle={<Trans>No invitees yet</Trans>}
        quiet
        headingLevel={3}
      />
    </ModalDialog>
  );
}
