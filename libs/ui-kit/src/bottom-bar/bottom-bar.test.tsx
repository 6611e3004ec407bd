import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { forwardRef, type AnchorHTMLAttributes } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { BottomBar, type BottomBarItem } from './bottom-bar';

const icon = <svg viewBox="0 0 24 24" />;

describe('BottomBar', () => {
  it('is a named navigation with the home button in the centre and the current page marked', () => {
    const items: BottomBarItem[] = [
      { id: 'profile', label: 'Profile', icon, href: '/user/profile', current: true },
      { id: 'conditions', label: 'Conditions', icon, onSelect: () => undefined },
      { id: 'statement', label: 'Statement', icon, href: '/user/statement' },
      { id: 'contact', label: 'Contact', icon, href: '/user/contact' },
    ];
    render(
      <BottomBar label="Main" items={items} home={{ id: 'home', label: 'Home', icon, href: '/user/home' }} />,
    );
    const nav = screen.getByRole('navigation', { name: 'Main' });
    const cells = within(nav).getAllByRole('listitem');
    expect(cells.map((c) => c.textContent)).toEqual([
      'Profile',
      'Conditions',
      'Home',
      'Statement',
      'Contact',
    ]);
    expect(screen.getByRole('link', { name: 'Profile' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('link', { name: 'Home' })).toHaveClass('wk-bottom-bar__item--home');
    expect(screen.getByRole('button', { name: 'Conditions' })).toBeInTheDocument();
  });

  it("puts the app's own end entry in a last cell, after the items", () => {
    render(
      <BottomBar
        label="Main"
        items={[{ id: 'register', label: 'Register', icon, href: '/register' }]}
        home={{ id: 'login', label: 'Home', icon, href: '/login' }}
        end={<button type="button" aria-label="Open chat" />}
      />,
    );
    const cells = within(screen.getByRole('navigation', { name: 'Main' })).getAllByRole('listitem');
    expect(cells).toHaveLength(3);
    expect(cells[2]).toHaveClass('wk-bottom-bar__cell', 'wk-bottom-bar__cell--end');
    expect(within(cells[2] as HTMLElement).getByRole('button', { name: 'Open chat' })).toBeInTheDocument();
  });

  it('uses the link component given by the app and its extra props', async () => {
    const navigate = vi.fn();
    const RouterLink = forwardRef<
      HTMLAnchorElement,
      AnchorHTMLAttributes<HTMLAnchorElement> & { to: string }
    >(function RouterLink({ to, onClick, children, ...rest }, ref) {
      return (
        <a
          ref={ref}
          {...rest}
          href={to}
          onClick={(e) => {
            e.preventDefault();
            onClick?.(e);
            navigate(to);
          }}
        >
          {children}
        </a>
      );
    });
    render(
      <BottomBar
        label="Guest"
        linkAs={RouterLink}
        items={[{ id: 'register', label: 'Register', icon, linkProps: { to: '/register' } }]}
      />,
    );
    await userEvent.click(screen.getByRole('link', { name: 'Register' }));
    expect(navigate).toHaveBeenCalledWith('/register');
  });

  it('lets an item render its own link', () => {
    render(
      <BottomBar
        label="Guest"
        items={[
          {
            id: 'howto',
            label: 'How to',
            icon,
            current: true,
            render: ({ children, ...props }) => (
              <a {...props} href="/howto" data-testid="custom">
                {children}
              </a>
            ),
          },
        ]}
      />,
    );
    const link = screen.getByTestId('custom');
    expect(link).toHaveAccessibleName('How to');
    expect(link).toHaveAttribute('aria-current', 'page');
  });
});
