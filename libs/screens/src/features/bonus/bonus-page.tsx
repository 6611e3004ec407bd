// /user/bonus (SPEC sections 2, 4, 5, 7, 8): the promotion search (or, with a bonus held, its type and the cancel),
// the current promotion, and the bonus cards in their three looks.
import { Trans, useLingui } from '@lingui/react/macro';
import { useActiveBonus } from '@wallet/api-client/react';
import { Skeleton } from '@wallet/ui-kit';
import { PageLayout } from '../../shared/page-layout/page-layout';
import { QueryView } from '../../shared/query-view/query-view';
import { ActiveBonus } from './active-bonus';
import { BonusCards } from './bonus-cards';
import { CurrentPromotion } from './current-promotion';
import { PromotionSearch } from './promotion-search';
import './bonus-page.css';

export function BonusPage() {
  const { t } = useLingui();
  const active = useActiveBonus();
  return (
    <PageLayout width="wide" title={<Trans>Bonus and promotions</Trans>} className="wl-bonus">
      <QueryView
        query={active}
        skeleton={<Skeleton shape="block" height={136} />}
        loadingLabel={t`Loading your bonus`}
      >
        {(check) => (check.status ? <ActiveBonus type={check.type ?? ''} /> : <PromotionSearch />)}
      </QueryView>
      <CurrentPromotion />
      <BonusCards />
    </PageLayout>
  );
}
