// Invite and refund show their banners first (docs/product.md#routes): with banners, the banner carousel modal opens and
// closing it shows the modal itself; with none, or when the banners cannot be read, the modal shows directly.
import { useState, type ReactNode } from 'react';
import { useLingui } from '@lingui/react/macro';
import { BannerCarouselModal, Loader, type Banner } from '@wallet/ui-kit';

/** The part of a banner read (`useInviteBanners()`, `useRefundBanners()`) this step needs. */
export interface BannerQuery {
  data?: { banners: ReadonlyArray<Banner> } | undefined;
  isPending: boolean;
  isError: boolean;
  /** With these two, banners cached from an earlier opening wait for this opening's read. */
  isFetching?: boolean;
  isFetchedAfterMount?: boolean;
}

export interface BannersFirstProps {
  banners: BannerQuery;
  /** Title of the carousel modal (names the dialog). */
  title: string;
  /** The modal shown after the banners (or at once without any). */
  children: ReactNode;
}

/**
 * Render only while the modal is open (mount the banner read with it, `refetchOnMount: 'always'`): every opening
 * fetches the banners and shows them again.
 */
export function BannersFirst({ banners, title, children }: BannersFirstProps) {
  const { t } = useLingui();
  const [closed, setClosed] = useState(false);
  const stale = banners.isFetching === true && banners.isFetchedAfterMount === false;
  if ((banners.isPending || stale) && !banners.isError) {
    return <Loader active variant="overlay" label={t`Loading`} />;
  }
  const list = banners.data?.banners ?? [];
  if (!closed && list.length > 0) {
    return (
      <BannerCarouselModal
        open
        title={title}
        banners={list}
        imageAlt={(index) => t`Banner ${index + 1} of ${list.length}`}
        // After the closing event is over: the Escape that closed the banners must not reach the next modal,
        // whose listener would otherwise be attached while that key press is still on its way.
        onClose={() => window.setTimeout(() => setClosed(true))}
      />
    );
  }
  return <>{children}</>;
}
