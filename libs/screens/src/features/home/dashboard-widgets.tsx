// The home widgets under the money actions, in the order of the product rules (docs/product.md#home): Spin wheel (when
// the server says it is active) or Refresh all balances, Invite, Bonus, Refund (Deposit and Withdraw lead the money
// actions row, money-actions.tsx). Each is a real button; a widget whose modal is not in the app yet is a disabled
// button with the reason.
import { useId, type ReactNode } from 'react';
import { useNavigate } from 'react-router';
import { select } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { useRefreshSlots, useSpinActive } from '@wallet/api-client/react';
import { wholeCoins } from '@wallet/domain';
import { Skeleton, useToast } from '@wallet/ui-kit';
import { formatCount, pluralForm } from '../../i18n/format-count';
import type { DashboardModals } from '../../shared/dashboard-modals';
import { useRefusalText } from '../../shared/refusal-text';
import { paths } from '../../shared/paths';

/** The modals a widget opens. */
export type WidgetModal = 'deposit' | 'withdraw' | 'invite' | 'refund';

interface WidgetProps {
  label: string;
  detail?: ReactNode;
  icon: ReactNode;
  onPress?: (() => void) | undefined;
  busy?: boolean;
  /** Why the widget cannot be used yet (then it is disabled). */
  unavailable?: string | undefined;
}

function Widget({ label, detail, icon, onPress, busy = false, unavailable }: WidgetProps) {
  const reasonId = useId();
  const disabled = unavailable !== undefined || !onPress;
  return (
    <li className="wl-home-widgets__item">
      <button
        type="button"
        className="wl-home-widget"
        onClick={disabled || busy ? undefined : onPress}
        aria-disabled={disabled || undefined}
        aria-busy={busy || undefined}
        aria-describedby={unavailable ? reasonId : undefined}
      >
        <span className="wl-home-widget__icon" aria-hidden="true">
          {icon}
        </span>
        <span className="wl-home-widget__label">{label}</span>
        {detail ? <span className="wl-home-widget__detail">{detail}</span> : null}
        {unavailable ? (
          <span id={reasonId} className="wl-home-widget__detail">
            {unavailable}
          </span>
        ) : null}
      </button>
    </li>
  );
}

const icon = (path: string) => (
  <svg viewBox="0 0 24 24" width="26" height="26">
    <path
      d={path}
      stroke="currentColor"
      strokeWidth="2"
      fill="none"
      strokeLinecap="round"
      strokeLinejoin="round"
    />
  </svg>
);
const ICONS = {
  spin: icon('M12 3a9 9 0 1 0 9 9M12 3v9l6 -6'),
  refresh: icon('M20 12a8 8 0 1 1-2.3-5.7M20 4v5h-5'),
  invite: icon('M15 19v-1a4 4 0 0 0-4-4H7a4 4 0 0 0-4 4v1M9 10a3 3 0 1 0 0-6 3 3 0 0 0 0 6M19 8v6M22 11h-6'),
  bonus: icon('M4 11h16v9H4zM12 11v9M3 7h18v4H3zM12 7c-2-4-6-3-5 0M12 7c2-4 6-3 5 0'),
  refund: icon('M4 12a8 8 0 1 0 3-6.2M4 4v4h4M12 8v8M9 11h4.5a1.5 1.5 0 0 1 0 3H9'),
};

export interface DashboardWidgetsProps {
  modals: DashboardModals;
  onOpen: (modal: WidgetModal) => void;
}

export function DashboardWidgets({ modals, onOpen }: DashboardWidgetsProps) {
  const { t, i18n } = useLingui();
  const navigate = useNavigate();
  const toast = useToast();
  const refusalText = useRefusalText();
  const spin = useSpinActive();
  const refresh = useRefreshSlots();
  const notYet = t`Not available yet`;
  const opener = (modal: WidgetModal) => ({
    onPress: () => onOpen(modal),
    unavailable: modals[modal] ? undefined : notYet,
  });

  let middle: ReactNode;
  if (spin.isPending) {
    middle = (
      <li className="wl-home-widgets__item" aria-hidden="true">
        <Skeleton shape="block" height="100%" className="wl-home-widget wl-home-widget--skeleton" />
      </li>
    );
  } else if (spin.data?.active) {
    const { coupon } = spin.data;
    const coins = wholeCoins(spin.data.coins);
    const couponCount = formatCount(coupon, i18n.locale);
    const coinCount = formatCount(coins, i18n.locale);
    // Selects on the plural forms, not Lingui's plural (format-count.ts says why).
    const couponForm = pluralForm(coupon, i18n.locale);
    const coinForm = pluralForm(coins, i18n.locale);
    middle = (
      <Widget
        label={t`Spin wheel`}
        detail={t({
          message: `${select(couponForm, { one: `${couponCount} coupon`, other: `${couponCount} coupons` })}, ${select(coinForm, { one: `${coinCount} coin`, other: `${coinCount} coins` })}`,
        })}
        icon={ICONS.spin}
        onPress={() => void navigate(paths.user.spin.getHref())}
      />
    );
  } else {
    middle = (
      <Widget
        label={t`Refresh all balances`}
        icon={ICONS.refresh}
        busy={refresh.isPending}
        onPress={() =>
          refresh.mutate(undefined, {
            onSuccess: () => toast.success(t`All balances are up to date.`),
            onError: (error) => toast.danger(refusalText(error)),
          })
        }
      />
    );
  }

  return (
    <section className="wl-home-widgets" aria-label={t`Wallet actions`}>
      <ul className="wl-home-widgets__list">
        {middle}
        <Widget label={t`Invite`} icon={ICONS.invite} {...opener('invite')} />
        <Widget
          label={t`Bonus`}
          icon={ICONS.bonus}
          onPress={() => void navigate(paths.user.bonus.getHref())}
        />
        <Widget label={t`Refund`} icon={ICONS.refund} {...opener('refund')} />
      </ul>
    </section>
  );
}
