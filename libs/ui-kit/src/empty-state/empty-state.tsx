// Empty lists and the 404 page: an illustration, a title, an optional description and action.
import type { ReactNode } from 'react';
import { cx } from '../internal/cx';
import { useKitTexts } from '../texts/kit-texts';

export interface EmptyStateProps {
  /** Defaults to the kit text "Nothing here yet". */
  title?: ReactNode;
  description?: ReactNode;
  /** Decorative illustration; a neutral box icon by default. */
  icon?: ReactNode;
  /** A button or link that helps the player go on. */
  action?: ReactNode;
  /** Heading level so the state fits the page outline. */
  headingLevel?: 1 | 2 | 3;
  className?: string;
}

const BoxIcon = (
  <svg
    viewBox="0 0 64 64"
    width="64"
    height="64"
    fill="none"
    stroke="currentColor"
    strokeWidth="3"
    strokeLinejoin="round"
  >
    <path d="M8 22l24-12 24 12-24 12z" />
    <path d="M8 22v22l24 12 24-12V22M32 34v22" />
  </svg>
);

/** Message shown where a list or page has nothing to show. */
export function EmptyState({
  title,
  description,
  icon,
  action,
  headingLevel = 2,
  className,
}: EmptyStateProps) {
  const texts = useKitTexts();
  const Heading = `h${headingLevel}` as const;
  return (
    <div className={cx('wk-empty', className)}>
      <div className="wk-empty__icon" aria-hidden="true">
        {icon ?? BoxIcon}
      </div>
      <Heading className="wk-empty__title">{title ?? texts.emptyTitle}</Heading>
      {description ? <p className="wk-empty__description">{description}</p> : null}
      {action ? <div className="wk-empty__action">{action}</div> : null}
    </div>
  );
}
