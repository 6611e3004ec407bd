// The promotion held now (GET /api/promotion/current), when there is one; a failed read shows nothing (docs/product.md#bonus).
import { Trans } from '@lingui/react/macro';
import { useCurrentPromotion } from '@wallet/api-client/react';
import { ServerHtml } from '../../shared/server-html';

export function CurrentPromotion() {
  const current = useCurrentPromotion();
  const promotion = current.data?.promotion;
  if (!promotion) return null;
  return (
    <section className="wl-bonus__panel wl-bonus__current" aria-labelledby="wl-current-promotion">
      <h2 id="wl-current-promotion" className="wl-bonus__heading">
        <Trans>Current promotion</Trans>
      </h2>
      <p className="wl-bonus__subheading">{promotion.code}</p>
      <ServerHtml html={promotion.description} className="wl-bonus__html" />
    </section>
  );
}
