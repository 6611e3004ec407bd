import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { TopBar } from './top-bar';

describe('TopBar', () => {
  it('is the banner landmark with the app name and its actions', () => {
    render(<TopBar title="Wallet" end={<button type="button">Logout</button>} />);
    const banner = screen.getByRole('banner');
    expect(banner).toHaveTextContent('Wallet');
    expect(screen.getByRole('button', { name: 'Logout' })).toBeInTheDocument();
  });

  it('renders a start slot before the title', () => {
    render(<TopBar title="Wallet" start={<button type="button">Back</button>} />);
    const banner = screen.getByRole('banner');
    expect(banner.firstElementChild).toHaveTextContent('Back');
  });
});
