// /user/bonus (docs/product.md#bonus): the promotion search (or, with a bonus held, its type and the cancel),
// the current promotion, and the bonus cards in their three looks.
import { Trans, useLingui } from '@lingui/react/macro';
import { useActiveBonus, useBonusMinimum, useBonuses, useCurrentPromotion } from '@wallet/api-client/react';
import { Loader, Skeleton } from '@wallet/ui-kit';
import { PageLayout } from '../../shared/page-layout/page-layout';
import { QueryView } from '../../shared/query-view/query-view';
import { ActiveBonus } from './active-bonus';
import { BonusCards } from './bonus-cards';
import { CurrentPromotion } from './current-promotion';
import { PromotionSearch } from './promotion-search';
import './bonus-page.css';

/**
 * The page's placeholder (sized in CSS: a prerendered page carries no style attribute, the CSP refuses those). It is
 * the page's last block, so the sections replacing it move nothing, whatever their height.
 */
function BonusSkeleton({ label }: { label: string }) {
  return (
    <div className="wl-query-loading wl-bonus-skeleton" aria-busy="true">
      <Skeleton shape="block" className="wl-bonus-skeleton__panel" />
      <Skeleton shape="text" className="wl-bonus-skeleton__heading" />
      <div className="wl-bonus__cards">
        <Skeleton shape="block" className="wl-bonus-skeleton__card" />
        <Skeleton shape="block" className="wl-bonus-skeleton__card" />
      </div>
      <Loader active label={label} />
    </div>
  );
}

export function BonusPage() {
  const { t } = useLingui();
  const active = useActiveBonus();
  const current = useCurrentPromotion();
  const held = active.data?.status === true;
  // Read at once with the rest (the sections below ask for the same data): no request waits for another one.
  const minimum = useBonusMinimum({ enabled: held });
  useBonuses();
  // The sections above the cards take their height from their data (a search or a held bonus with its cancel
  // condition, a current promotion or none): they appear together once it is read, so nothing moves (CLS 0).
  const settled = !active.isPending && !current.isPending && !(held && minimum.isPending);
  return (
    <PageLayout width="wide" title={<Trans>Bonus and promotions</Trans>} className="wl-bonus">
      {settled ? (
        <>
          <QueryView query={active} skeleton={null} loadingLabel={t`Loading your bonus`}>
            {(check) => (check.status ? <ActiveBonus type={check.type ?? ''} /> : <PromotionSearch />)}
          </QueryView>
          <CurrentPromotion />
          <BonusCards />
        </>
      ) : (
        <BonusSkeleton label={t`Loading your bonus`} />
      )}
    </PageLayout>
  );
}
