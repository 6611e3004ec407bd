// Invite and refund show their banners first (SPEC section 2): with banners, the banner carousel modal opens and
// closing it shows the modal itself; with none, or when the banners cannot be read, the modal shows directly.
import { useState, type ReactNode } from 'react';
import { useLingui } from '@lingui/react/macro';
import { BannerCarouselModal, Loader, type Banner } from '@wallet/ui-kit';

/** The part of a banner read (`useInviteBanners()`, `useRefundBanners()`) this step needs. */
export interface BannerQuery {
  data?: { banners: ReadonlyArray<Banner> } | undefined;
  isPending: boolean;
  isError: boolean;
}

export interface BannersFirstProps {
  banners: BannerQuery;
  /** Title of the carousel modal (names the dialog). */
  title: string;
  /** The modal shown after the banners (or at once without any). */
  children: ReactNode;
}

/** Render only while the modal is open: every opening shows the banners again. */
export function BannersFirst({ banners, title, children }: BannersFirstProps) {
  const { t } = useLingui();
  const [closed, setClosed] = useState(false);
  if (banners.isPending && !banners.isError) {
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
        onClose={() => setClosed(true)}
      />
    );
  }
  return <>{children}</>;
}
