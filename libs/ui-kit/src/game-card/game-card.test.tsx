import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { formatAmount } from '../domain-bridge';
import { GameCard } from './game-card';

describe('GameCard', () => {
  it('shows the balance of an active account and reacts as one button', async () => {
    const onSelect = vi.fn();
    render(
      <GameCard
        name="PG Slot"
        logo="https://cdn.example.com/pg.png"
        background="https://cdn.example.com/pg-bg.jpg"
        isActive
        amount={1500.5}
        currency="฿"
        openAccountLabel="Open account"
        onSelect={onSelect}
      />,
    );
    const card = screen.getByRole('button', { name: /^PG Slot\s*1,500\.50 ฿$/ });
    expect(card.style.backgroundImage).toContain('https://cdn.example.com/pg-bg.jpg');
    card.focus();
    await userEvent.keyboard('{Enter}');
    expect(onSelect).toHaveBeenCalledTimes(1);
  });

  it('prompts to open the account when inactive', () => {
    render(<GameCard name="Joker" isActive={false} amount={0} openAccountLabel="Open account" />);
    expect(screen.getByRole('button', { name: /^Joker\s*Open account$/ })).toBeInTheDocument();
    expect(screen.queryByText(formatAmount(0))).not.toBeInTheDocument();
  });

  it('reserves the logo box with width and height and loads it lazily', () => {
    render(<GameCard name="PG" logo="https://cdn.example.com/pg.png" isActive openAccountLabel="Open" />);
    const img = document.querySelector('img');
    expect(img).toHaveAttribute('width', '160');
    expect(img).toHaveAttribute('height', '90');
    expect(img).toHaveAttribute('loading', 'lazy');
  });

  it('ignores unsafe logo and background URLs', () => {
    render(
      <GameCard
        name="Bad"
        logo="javascript:alert(1)"
        background="javascript:alert(1)"
        isActive
        amount={1}
        openAccountLabel="Open"
      />,
    );
    expect(document.querySelector('img')).toBeNull();
    expect(screen.getByRole('button').style.backgroundImage).toBe('');
  });
});
