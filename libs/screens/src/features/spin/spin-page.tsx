// /user/spin (docs/product.md#spin): the active wheel of GET /api/spinwheel/setup with the player's coins, the
// prize modal, and the coupon table with its claim modal. When the server says no wheel is active, the page says
// so with a way back home.
import { Link } from 'react-router';
import { Trans, useLingui } from '@lingui/react/macro';
import { useSpinSetup } from '@wallet/api-client/react';
import { EmptyState, Skeleton } from '@wallet/ui-kit';
import { PageLayout } from '../../shared/page-layout/page-layout';
import { QueryView } from '../../shared/query-view/query-view';
import { CouponSection } from './coupon-section';
import { REPLAY_TAP_ATTRIBUTE } from '../../shared/forms/pending-submit';
import type { EarlyPaintName, EarlySlotName } from '../../shared/early-paint/early-paint-declaration';
import { SPIN_BUTTON_CLASS, SPIN_TAP, useSpinButtonText } from './spin-button';
import { SPIN_COINS_MARK, type SPIN_EARLY_PAINT } from './spin-early-paint';
import { SpinBoard } from './spin-board';
import './spin-page.css';
import { paths } from '../../shared/paths';

/** The early paint's part and slots in this markup, named as its declaration names them (checked by the compiler). */
const EARLY_PART: EarlyPaintName<typeof SPIN_EARLY_PAINT> = 'spin-button';
const EARLY_SLOTS = { button: 'button' } as const satisfies Record<
  string,
  EarlySlotName<typeof SPIN_EARLY_PAINT>
>;

/**
 * The wheel's place while the setup is read. Sized by class, not a style attribute: the page is prerendered and its
 * CSP refuses inline styles. Its spin button stays empty (and unseen) in the app; on the prerendered page the page's
 * own script writes the player's coins into it from its early setup read (spin-early-paint.ts) when the page is in the
 * language of `data-language`, so the page's largest paint comes before the app. It sits where the wheel's button
 * will, with the same look and text, so nothing moves or repaints larger when the wheel replaces it.
 */
function SpinSkeleton() {
  const { i18n } = useLingui();
  const spinButtonText = useSpinButtonText();
  return (
    <div className="wl-spin__board">
      <Skeleton shape="circle" className="wl-spin__wheel-placeholder" />
      <span
        className={`${SPIN_BUTTON_CLASS} wl-spin__early-button`}
        // Tapped before the app has started: the wheel's button, which replaces it, spins once (spin-board).
        {...{ [REPLAY_TAP_ATTRIBUTE]: SPIN_TAP }}
        data-early-paint={EARLY_PART}
        data-early-slot={EARLY_SLOTS.button}
        data-language={i18n.locale}
        data-template={spinButtonText(SPIN_COINS_MARK)}
        // Hydration compares this (empty) text, which the script may have written: the flag lets it differ.
        suppressHydrationWarning
      >
        {''}
      </span>
      <Skeleton shape="block" className="wl-spin__button-placeholder" />
    </div>
  );
}

export function SpinPage() {
  const { t } = useLingui();
  const setup = useSpinSetup();
  const reload = () => void setup.refetch();

  return (
    <PageLayout
      width="wide"
      title={<Trans>Prize wheel</Trans>}
      back={{ to: paths.user.home.getHref(), label: t`Back to home` }}
    >
      <QueryView
        query={setup}
        loadingLabel={t`Loading the prize wheel`}
        errorTitle={<Trans>The prize wheel could not be loaded</Trans>}
        skeleton={<SpinSkeleton />}
        isEmpty={(data) => data.result.activeSpinwheel === null}
        empty={
          <EmptyState
            headingLevel={2}
            title={<Trans>The prize wheel is not active right now</Trans>}
            description={<Trans>Come back later to spin and win coupons.</Trans>}
            action={
              <Link className="wl-spin__home-link" to={paths.user.home.getHref()}>
                <Trans>Back to home</Trans>
              </Link>
            }
          />
        }
      >
        {(data) =>
          data.result.activeSpinwheel ? (
            <SpinBoard wheel={data.result.activeSpinwheel} coins={data.result.userCoin} onReload={reload} />
          ) : null
        }
      </QueryView>
      <CouponSection onClaimed={reload} />
    </PageLayout>
  );
}

export default SpinPage;
