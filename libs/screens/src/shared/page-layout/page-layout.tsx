// One layout for every page: landmark, title, optional back link and actions, content width and spacing.
import { useId, type ReactNode } from 'react';
import { Link } from 'react-router';
import { useLingui } from '@lingui/react/macro';
import './page-layout.css';

export interface PageLayoutProps {
  /** The page's visible title (its h1); it also names the page's landmark. */
  title: ReactNode;
  /** Buttons shown beside the title (they wrap under it on narrow screens). */
  actions?: ReactNode;
  /** A back link above the title, e.g. `{ to: paths.user.home.getHref(), label: t\`Back to home\` }`. */
  back?: { to: string; label: string };
  /** `narrow` for forms and lists of text (480 px), `wide` for dashboards and tables (960 px). */
  width?: 'narrow' | 'wide';
  /** Guest pages stand alone (`main`); player pages sit inside the shell's main area (`section`). */
  landmark?: 'main' | 'section';
  /** Shown above the title, e.g. the language choice of the login page. */
  toolbar?: ReactNode;
  /** Hides the title visually (still announced), for pages whose first content says it. */
  hideTitle?: boolean;
  className?: string;
  children: ReactNode;
}

export function PageLayout({
  title,
  actions,
  back,
  width = 'narrow',
  landmark = 'section',
  hideTitle = false,
  toolbar,
  className,
  children,
}: PageLayoutProps) {
  const { t } = useLingui();
  const titleId = useId();
  const Landmark = landmark;
  return (
    <Landmark
      className={['wl-page', `wl-page--${width}`, className].filter(Boolean).join(' ')}
      aria-labelledby={titleId}
    >
      {toolbar ? <div className="wl-page__toolbar">{toolbar}</div> : null}
      {back ? (
        <Link className="wl-page__back" to={back.to}>
          <span aria-hidden="true">‹ </span>
          {back.label || t`Back`}
        </Link>
      ) : null}
      <div className={hideTitle ? 'wl-page__header wl-page__header--hidden' : 'wl-page__header'}>
        <h1 id={titleId} className={hideTitle ? 'wl-page__title wk-visually-hidden' : 'wl-page__title'}>
          {title}
        </h1>
        {actions ? <div className="wl-page__actions">{actions}</div> : null}
      </div>
      {children}
    </Landmark>
  );
}
