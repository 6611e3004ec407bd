// Page navigation of the paged tables: previous, the page range from @wallet/domain (3 before, 1 after), next.
import { pageRange } from '../domain-bridge';
import { cx } from '../internal/cx';
import { fillTemplate, useKitTexts } from '../texts/kit-texts';
import { StrokeIcon } from '../internal/stroke-icon';

export interface PaginationProps {
  /** 1-based current page. */
  page: number;
  totalPages: number;
  onPageChange: (page: number) => void;
  /** Accessible name of the navigation; defaults to the kit text. */
  label?: string;
  className?: string;
}

/** Renders nothing for a single page; otherwise a nav with the current page marked. */
export function Pagination({ page, totalPages, onPageChange, label, className }: PaginationProps) {
  const texts = useKitTexts();
  if (totalPages <= 1) return null;
  const pages = pageRange(page, totalPages);
  const go = (target: number) => {
    if (target >= 1 && target <= totalPages && target !== page) onPageChange(target);
  };
  return (
    <nav aria-label={label ?? texts.paginationLabel} className={cx('wk-pagination', className)}>
      <ul className="wk-pagination__list">
        <li>
          <button
            type="button"
            className="wk-pagination__button wk-pagination__step"
            aria-label={texts.previousPage}
            disabled={page <= 1}
            onClick={() => go(page - 1)}
          >
            <StrokeIcon path="left" size={20} strokeWidth={2.5} />
          </button>
        </li>
        {pages.map((p) => (
          <li key={p}>
            <button
              type="button"
              className={cx('wk-pagination__button', p === page && 'wk-pagination__button--current')}
              aria-label={fillTemplate(texts.pageLabel, { page: p })}
              aria-current={p === page ? 'page' : undefined}
              onClick={() => go(p)}
            >
              {p}
            </button>
          </li>
        ))}
        <li>
          <button
            type="button"
            className="wk-pagination__button wk-pagination__step"
            aria-label={texts.nextPage}
            disabled={page >= totalPages}
            onClick={() => go(page + 1)}
          >
            <StrokeIcon path="right" size={20} strokeWidth={2.5} />
          </button>
        </li>
      </ul>
    </nav>
  );
}
