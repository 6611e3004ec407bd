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
import { SpinBoard } from './spin-board';
import './spin-page.css';

export function SpinPage() {
  const { t } = useLingui();
  const setup = useSpinSetup();
  const reload = () => void setup.refetch();

  return (
    <PageLayout
      width="wide"
      title={<Trans>Prize wheel</Trans>}
      back={{ to: '/user/home', label: t`Back to home` }}
    >
      <QueryView
        query={setup}
        loadingLabel={t`Loading the prize wheel`}
        errorTitle={<Trans>The prize wheel could not be loaded</Trans>}
        skeleton={
          <div className="wl-spin__board">
            {/* Sized by class, not a style attribute: the page is prerendered and its CSP refuses inline styles. */}
            <Skeleton shape="circle" className="wl-spin__wheel-placeholder" />
            <Skeleton shape="block" className="wl-spin__button-placeholder" />
          </div>
        }
        isEmpty={(data) => data.result.activeSpinwheel === null}
        empty={
          <EmptyState
            headingLevel={2}
            title={<Trans>The prize wheel is not active right now</Trans>}
            description={<Trans>Come back later to spin and win coupons.</Trans>}
            action={
              <Link className="wl-spin__home-link" to="/user/home">
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
