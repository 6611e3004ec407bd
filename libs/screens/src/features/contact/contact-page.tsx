import type { ReactNode } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { APP_VERSION, isSafeUrl } from '@wallet/domain';
import { useLookupContact } from '@wallet/api-client/react';
import { Loader } from '@wallet/ui-kit';
import type { EarlyPaintName, EarlySlotName } from '../../shared/early-paint/early-paint-declaration';
import { PageLayout } from '../../shared/page-layout/page-layout';
import type { CONTACT_EARLY_PAINT } from './contact-early-paint';
import './contact-page.css';

/** The early paint's part and slots in this markup, named as its declaration names them (checked by the compiler). */
const EARLY_PART: EarlyPaintName<typeof CONTACT_EARLY_PAINT> = 'contact-card';
const EARLY_SLOTS = { text: 'text', qr: 'qr' } as const satisfies Record<
  string,
  EarlySlotName<typeof CONTACT_EARLY_PAINT>
>;

export interface ContactPageProps {
  /** Where the support chat widget is mounted (the app passes it in; this screen does not load the chat SDK). */
  chatWidget?: ReactNode;
}

/** /contact: the server's contact text, the support LINE QR and link, and the app version (docs/product.md#contact). */
export function ContactPage({ chatWidget }: ContactPageProps) {
  const { t } = useLingui();
  // A failed lookup is swallowed (docs/product.md#contact): the loader hides and the rest of the page stays.
  const contact = useLookupContact();
  const data = contact.data;
  const version = APP_VERSION;
  const lineLink = data && isSafeUrl(data.lineLink) ? data.lineLink : null;
  const lineQr = data && isSafeUrl(data.lineQR) ? data.lineQR : null;
  const lineId = data?.lineName ?? '';
  // The LINE ID is one token (`@wallet-sandbox`): the line may wrap before it, never at its hyphen.
  const lineName = <span className="wl-contact__line-id">{lineId}</span>;
  const pending = !data && contact.isPending;

  return (
    <PageLayout title={<Trans>Contact us</Trans>}>
      <Loader active={contact.isPending} label={t`Loading contact details`} />
      {data || pending ? (
        // While the lookup is pending the card is hidden, with an empty text and an image without a source: on the
        // prerendered page, the page's own script fills both from its early read and shows the card before the app
        // has started (contact-early-paint.ts). Hydration keeps what it wrote (suppressHydrationWarning), and the
        // loaded card is the same elements with the same text and source, so nothing repaints or moves;
        // `hidden={false}` takes away a `hidden` the pending card or its script left. The QR code is not lazy: it is
        // above the fold, the page's largest paint.
        <section
          className="wl-contact__card"
          aria-label={t`Support`}
          hidden={pending}
          data-early-paint={pending ? EARLY_PART : undefined}
          suppressHydrationWarning={pending}
        >
          {pending || data?.contactText ? (
            <p
              className="wl-contact__text"
              data-early-slot={EARLY_SLOTS.text}
              hidden={pending ? undefined : false}
              suppressHydrationWarning={pending}
            >
              {data?.contactText ?? ''}
            </p>
          ) : null}
          {pending || lineQr ? (
            <img
              className="wl-contact__qr"
              data-early-slot={EARLY_SLOTS.qr}
              src={lineQr ?? undefined}
              alt={t`LINE QR code of our support`}
              width={200}
              height={200}
              hidden={pending ? undefined : false}
              suppressHydrationWarning={pending}
            />
          ) : null}
          {lineLink ? (
            <a className="wl-contact__line" href={lineLink} target="_blank" rel="noopener noreferrer">
              {lineId ? <Trans>Chat with us on LINE: {lineName}</Trans> : <Trans>Chat with us on LINE</Trans>}
            </a>
          ) : null}
        </section>
      ) : null}
      {chatWidget ? <div className="wl-contact__chat">{chatWidget}</div> : null}
      {/* Shown with the server's details (or after a failed read): the card appears above it, and a line already on
          screen would jump down (the prerendered page has no details yet). */}
      {contact.isPending ? null : (
        <p className="wl-contact__version">
          <Trans>Version {version}</Trans>
        </p>
      )}
    </PageLayout>
  );
}
