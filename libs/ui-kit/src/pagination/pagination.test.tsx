import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { pageRange } from '../domain-bridge';
import { Pagination } from './pagination';

describe('Pagination', () => {
  it('shows the domain page range (3 before, 1 after) with the current page marked', () => {
    render(<Pagination page={6} totalPages={10} onPageChange={() => undefined} />);
    const nav = screen.getByRole('navigation', { name: 'Pages' });
    const numbers = within(nav)
      .getAllByRole('button', { name: /^Page \d+$/ })
      .map((b) => Number(b.textContent));
    expect(numbers).toEqual(pageRange(6, 10));
    expect(numbers).toEqual([3, 4, 5, 6, 7]);
    expect(screen.getByRole('button', { name: 'Page 6' })).toHaveAttribute('aria-current', 'page');
  });

  it('moves with previous/next and page buttons from the keyboard', async () => {
    const onPageChange = vi.fn();
    render(<Pagination page={1} totalPages={3} onPageChange={onPageChange} />);
    expect(screen.getByRole('button', { name: 'Previous page' })).toBeDisabled();
    await userEvent.tab();
    expect(screen.getByRole('button', { name: 'Page 1' })).toHaveFocus();
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    expect(onPageChange).toHaveBeenLastCalledWith(2);
    await userEvent.click(screen.getByRole('button', { name: 'Next page' }));
    expect(onPageChange).toHaveBeenLastCalledWith(2);
    await userEvent.click(screen.getByRole('button', { name: 'Page 1' }));
    expect(onPageChange).toHaveBeenCalledTimes(2);
  });

  it('renders nothing for a single page', () => {
    const { container } = render(<Pagination page={1} totalPages={1} onPageChange={() => undefined} />);
    expect(container).toBeEmptyDOMElement();
  });
});
