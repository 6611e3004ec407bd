// Renders server HTML only after the strict sanitizer; the one place the kit uses dangerouslySetInnerHTML.
import { useMemo } from 'react';
import { cx } from '../internal/cx';
import { sanitizeHtml } from './sanitize-html';

export interface SanitizedHtmlProps {
  /** HTML from the server; never trusted. */
  html: string;
  /** Wrapper element; `span` for inline descriptions. */
  as?: 'div' | 'span' | 'section' | 'article';
  className?: string;
  id?: string;
}

/** Block of sanitized server HTML with the kit's typography for paragraphs, lists and links. */
export function SanitizedHtml({ html, as: Tag = 'div', className, id }: SanitizedHtmlProps) {
  const clean = useMemo(() => sanitizeHtml(html), [html]);
  return <Tag id={id} className={cx('wk-html', className)} dangerouslySetInnerHTML={{ __html: clean }} />;
}
