// Promotion banners shown before the invite and refund modals: one banner per slide, image plus sanitized HTML.
import { Carousel } from '../carousel/carousel';
import { isSafeUrl } from '../domain-bridge';
import { ModalDialog } from '../modal-dialog/modal-dialog';
import { SanitizedHtml } from '../sanitized-html/sanitized-html';

export interface Banner {
  /** Image URL from the server; dropped unless it is a safe http(s) URL. */
  image?: string | null;
  /** HTML from the server; sanitized before rendering. */
  html?: string | null;
}

export interface BannerCarouselModalProps {
  open: boolean;
  /** Closing opens the invite or refund modal in the screen that owns this one. */
  onClose: () => void;
  title: string;
  banners: ReadonlyArray<Banner>;
  /** Alternative text for banner images (they carry promotion art). */
  imageAlt?: (index: number) => string;
}

/** Modal with a one-per-view carousel of banners. */
/** Intrinsic size given to banner images (16:9, the ratio the CSS reserves). */
const BANNER_WIDTH = 640;
const BANNER_HEIGHT = 360;

export function BannerCarouselModal({ open, onClose, title, banners, imageAlt }: BannerCarouselModalProps) {
  return (
    <ModalDialog open={open} onClose={onClose} title={title} className="wk-banner-modal">
      <Carousel
        label={title}
        items={banners}
        slidesPerView={1}
        getKey={(banner, i) => `${i}-${banner.image ?? ''}`}
        renderSlide={(banner, i) => (
          <figure className="wk-banner">
            {banner.image && isSafeUrl(banner.image) ? (
              <img
                className="wk-banner__image"
                src={banner.image}
                alt={imageAlt?.(i) ?? ''}
                // The box (16:9, as the CSS draws it) is reserved before the image arrives: nothing moves.
                width={BANNER_WIDTH}
                height={BANNER_HEIGHT}
                loading="lazy"
                decoding="async"
              />
            ) : null}
            {banner.html ? (
              <figcaption className="wk-banner__text">
                <SanitizedHtml html={banner.html} />
              </figcaption>
            ) : null}
          </figure>
        )}
      />
    </ModalDialog>
  );
}
