// Bottom navigation of both shells with a large centre home button; links come from the app (router links via `linkAs` or `render`).
import type { ElementType, ReactNode } from 'react';
import { cx } from '../internal/cx';

/** Props the bar hands to a link it renders (or to an item's `render`). */
export interface BottomBarLinkProps {
  className: string;
  href?: string;
  'aria-current'?: 'page';
  children: ReactNode;
}

export interface BottomBarItem {
  id: string;
  label: ReactNode;
  /** Decorative icon above the label. */
  icon: ReactNode;
  href?: string;
  /** Marks the item as the current page. */
  current?: boolean;
  /** Renders a button instead of a link (e.g. opening the conditions modal). */
  onSelect?: () => void;
  /** Extra props for the link component (e.g. `{ to: '/help' }` for a router link). */
  linkProps?: Record<string, unknown>;
  /** Full control of the link element; receives the class, label and current marker to spread. */
  render?: (props: BottomBarLinkProps) => ReactNode;
}

export interface BottomBarProps {
  /** Accessible name of the navigation landmark. */
  label: string;
  items: ReadonlyArray<BottomBarItem>;
  /** The large raised centre button. */
  home?: BottomBarItem;
  /** Link component used for items with `href`/`linkProps` (defaults to `a`). */
  linkAs?: ElementType;
  /**
   * A last entry the app owns (e.g. a docked support chat launcher), in a cell of the items' size after them. Give it
   * its own accessible name; keep its size fixed so the bar lays out the same before and after it mounts.
   */
  end?: ReactNode;
  className?: string;
}

/** Fixed bottom navigation; items are split around the centre home button. */
export function BottomBar({ label, items, home, linkAs, end, className }: BottomBarProps) {
  const half = Math.ceil(items.length / 2);
  const ordered = home ? [...items.slice(0, half), home, ...items.slice(half)] : [...items];
  return (
    <nav aria-label={label} className={cx('wk-bottom-bar', className)}>
      <ul className="wk-bottom-bar__list">
        {ordered.map((item) => (
          <li
            key={item.id}
            className={cx('wk-bottom-bar__cell', item === home && 'wk-bottom-bar__cell--home')}
          >
            <BottomBarEntry item={item} isHome={item === home} linkAs={linkAs} />
          </li>
        ))}
        {end ? <li className="wk-bottom-bar__cell wk-bottom-bar__cell--end">{end}</li> : null}
      </ul>
    </nav>
  );
}

function BottomBarEntry({
  item,
  isHome,
  linkAs,
}: {
  item: BottomBarItem;
  isHome: boolean;
  linkAs?: ElementType;
}) {
  const className = cx(
    'wk-bottom-bar__item',
    isHome && 'wk-bottom-bar__item--home',
    item.current && 'wk-bottom-bar__item--current',
  );
  const children = (
    <>
      <span className="wk-bottom-bar__icon" aria-hidden="true">
        {item.icon}
      </span>
      <span className="wk-bottom-bar__label">{item.label}</span>
    </>
  );
  const linkProps: BottomBarLinkProps = {
    className,
    href: item.href,
    'aria-current': item.current ? 'page' : undefined,
    children,
  };
  if (item.render) return <>{item.render(linkProps)}</>;
  if (item.onSelect && !item.href && !item.linkProps) {
    return (
      <button type="button" className={className} onClick={item.onSelect}>
        {children}
      </button>
    );
  }
  const Link = linkAs ?? 'a';
  return <Link {...item.linkProps} {...linkProps} onClick={item.onSelect} />;
}
