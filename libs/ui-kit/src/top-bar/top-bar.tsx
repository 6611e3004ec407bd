// Sticky header of the logged-in shell: app name (or logo) with slots for the language dropdown and logout.
import type { ReactNode } from 'react';
import { cx } from '../internal/cx';

export interface TopBarProps {
  /** App name or logo; rendered as the page's banner title. */
  title: ReactNode;
  /** Content before the title (a back button). */
  start?: ReactNode;
  /** Actions after the title (language dropdown, logout). */
  end?: ReactNode;
  className?: string;
}

/** Banner landmark with the brand colour; children stay at least 44 px tall. */
export function TopBar({ title, start, end, className }: TopBarProps) {
  return (
    <header className={cx('wk-top-bar', className)}>
      {start ? <div className="wk-top-bar__start">{start}</div> : null}
      <div className="wk-top-bar__title">{title}</div>
      {end ? <div className="wk-top-bar__end">{end}</div> : null}
    </header>
  );
}
