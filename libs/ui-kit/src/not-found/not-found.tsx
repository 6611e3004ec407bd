// The 404 screen ('Page Not Found' by default), built on EmptyState.
import type { ReactNode } from 'react';
import { EmptyState } from '../empty-state/empty-state';
import { cx } from '../internal/cx';
import { useKitTexts } from '../texts/kit-texts';

export interface NotFoundProps {
  /** Defaults to the kit text "Page Not Found". */
  title?: ReactNode;
  description?: ReactNode;
  /** Usually a link home. */
  action?: ReactNode;
  className?: string;
}

/** The 404 screen: a page-level heading with a large "404". */
export function NotFound({ title, description, action, className }: NotFoundProps) {
  const texts = useKitTexts();
  return (
    <EmptyState
      className={cx('wk-empty--not-found', className)}
      headingLevel={1}
      icon={<span className="wk-empty__code">404</span>}
      title={title ?? texts.notFoundTitle}
      description={description}
      action={action}
    />
  );
}
