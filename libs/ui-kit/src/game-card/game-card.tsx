// Game account card for the home carousels: logo over the game's background; balance when active, open prompt when not.
import type { CSSProperties, ReactNode } from 'react';
import { formatMoneyNumber, isSafeUrl, type AccountCurrency } from '../domain-bridge';
import { cx } from '../internal/cx';

export interface GameCardProps {
  name: string;
  /** Logo and background URLs from the server; ignored unless safe http(s). */
  logo?: string | null;
  background?: string | null;
  isActive: boolean;
  /** Balance in the game account (shown when active). */
  amount?: number | null;
  /** Currency text after the balance. */
  currency?: string;
  /** The account's currency, which decides how the balance is written (kip whole, baht two decimals). Default BAHT. */
  currencyCode?: AccountCurrency;
  /** Prompt shown when the account is not open yet ("Open account"). */
  openAccountLabel: string;
  /** Extra line under the balance (e.g. the ft multiplier computed by the domain). */
  extra?: ReactNode;
  /** Pressing the card: play / transfer when active, open the account when not. */
  onSelect?: () => void;
  /** Shown busy while the account opens. */
  busy?: boolean;
  className?: string;
}

/** Intrinsic size given to the logo image (16:9), so its space is reserved while it loads. */
const LOGO_WIDTH = 160;
const LOGO_HEIGHT = 90;

/** The whole card is one button so it is a single 44 px+ target with a clear name. */
export function GameCard({
  name,
  logo,
  background,
  isActive,
  amount,
  currency,
  currencyCode = 'BAHT',
  openAccountLabel,
  extra,
  onSelect,
  busy = false,
  className,
}: GameCardProps) {
  const style: CSSProperties | undefined =
    background && isSafeUrl(background) ? { backgroundImage: `url("${encodeURI(background)}")` } : undefined;
  const balance = `${formatMoneyNumber(amount, currencyCode)}${currency ? ` ${currency}` : ''}`;
  return (
    <button
      type="button"
      className={cx('wk-game-card', !isActive && 'wk-game-card--inactive', className)}
      style={style}
      onClick={onSelect}
      aria-busy={busy || undefined}
    >
      <span className="wk-game-card__logo-wrap">
        {logo && isSafeUrl(logo) ? (
          // width/height reserve the logo's box before it loads (no layout shift); CSS scales it to fit.
          <img
            className="wk-game-card__logo"
            src={logo}
            alt=""
            loading="lazy"
            decoding="async"
            width={LOGO_WIDTH}
            height={LOGO_HEIGHT}
          />
        ) : null}
      </span>
      <span className="wk-game-card__body">
        <span className="wk-game-card__name">{name}</span>
        {isActive ? (
          <span className="wk-game-card__balance">{balance}</span>
        ) : (
          <span className="wk-game-card__prompt">{openAccountLabel}</span>
        )}
        {isActive && extra ? <span className="wk-game-card__extra">{extra}</span> : null}
      </span>
    </button>
  );
}
