// /user/bonus (docs/product.md#bonus): the promotion search (or, with a bonus held, its type and the cancel),
// the current promotion, and the bonus cards in their three looks.
import { Trans, useLingui } from '@lingui/react/macro';
import { useActiveBonus, useBonusMinimum, useBonuses, useCurrentPromotion } from '@wallet/api-client/react';
import { Loader } from '@wallet/ui-kit';
import { PageLayout } from '../../shared/page-layout/page-layout';
import { QueryView } from '../../shared/query-view/query-view';
import { useHeldBonusView, type HeldBonusView, type HeldBonusViewLoader } from './held-bonus-view';
import { BonusCards } from './bonus-cards';
import { CurrentPromotion } from './current-promotion';
import { preloadSanitizer, useSanitizer } from '../../shared/server-html';
import { PromotionSearch } from './promotion-search';
import './bonus-page.css';

// The cards' banners and the current promotion are server HTML on the first screen: their sanitizer is asked for
// with this page's code, not after its first render (their sections wait for it, see below).
preloadSanitizer();

/** The held bonus with its cancel, in a file of its own (held-bonus-view.ts). */
const loadActiveBonus: HeldBonusViewLoader = async () => (await import('./active-bonus')).ActiveBonus;

/**
 * The search, or the held bonus with its cancel, or a failed check. While the checks are pending it is the search:
 * it needs no data and is what a player without a bonus sees, so it is on screen at once (and on the prerendered
 * page) and stays the same element when the checks say no bonus is held.
 */
function BonusTop({
  active,
  settled,
  HeldBonus,
}: {
  active: ReturnType<typeof useActiveBonus>;
  settled: boolean;
  HeldBonus: HeldBonusView | undefined;
}) {
  const { t } = useLingui();
  if (settled && active.data?.status && HeldBonus) return <HeldBonus type={active.data.type ?? ''} />;
  if (settled && active.data === undefined) {
    return (
      <QueryView query={active} skeleton={null} loadingLabel={t`Loading your bonus`}>
        {() => null}
      </QueryView>
    );
  }
  return <PromotionSearch />;
}

export function BonusPage() {
  const { t } = useLingui();
  const active = useActiveBonus();
  const current = useCurrentPromotion();
  const held = active.data?.status === true;
  // Read at once with the rest (the sections below ask for the same data): no request waits for another one.
  const minimum = useBonusMinimum({ enabled: held });
  useBonuses();
  // The sections above the cards take their height from their data (the search or a held bonus with its cancel
  // condition, a current promotion or none): the cards show once it is read, so nothing moves (CLS 0). The page's own
  // script may show the first card before (bonus-early-paint.ts), only when its data says nothing above will change.
  // The sanitizer too: the current promotion's HTML and the cards' show with their sections, not after (CLS 0).
  const sanitizer = useSanitizer();
  const heldBonus = useHeldBonusView(held, loadActiveBonus);
  const settled =
    !active.isPending &&
    !current.isPending &&
    !(held && minimum.isPending) &&
    !heldBonus.waiting &&
    sanitizer.settled;
  return (
    <PageLayout width="wide" title={<Trans>Bonus and promotions</Trans>} className="wl-bonus">
      <BonusTop active={active} settled={settled} HeldBonus={heldBonus.View} />
      {settled ? <CurrentPromotion /> : null}
      <BonusCards shown={settled} />
      <Loader active={!settled} label={t`Loading your bonus`} />
    </PageLayout>
  );
}
