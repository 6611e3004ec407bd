import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { formatAmount, formatDateTime } from '../domain-bridge';
import { BalanceCard } from './balance-card';

describe('BalanceCard', () => {
  it('shows the balance, coins and last sync through the domain formats', () => {
    const at = new Date(2026, 10, 22, 9, 5, 7);
    render(
      <BalanceCard
        title="Total balance"
        subtitle="Somchai"
        amount={1234567.5}
        currency="฿"
        coins={{ label: 'Coins', value: 12.0 }}
        lastSync={{ label: 'Last sync', at }}
      />,
    );
    expect(screen.getByRole('heading', { name: 'Total balance' })).toBeInTheDocument();
    expect(screen.getByText(formatAmount(1234567.5))).toBeInTheDocument();
    expect(screen.getByText(formatDateTime(at))).toBeInTheDocument();
    // Coins are a count: 12, never 12.00.
    expect(screen.getByText('Coins').nextElementSibling).toHaveTextContent(/^12$/);
  });

  it('shows a dash for a missing amount and a loading text while loading', () => {
    const { rerender } = render(<BalanceCard title="Total balance" amount={undefined} currency="฿" />);
    expect(screen.getByText(formatAmount(undefined))).toBeInTheDocument();
    rerender(<BalanceCard title="Total balance" amount={10} currency="฿" loading />);
    expect(screen.getByText('Loading')).toBeInTheDocument();
    expect(screen.queryByText(formatAmount(10))).not.toBeInTheDocument();
  });
});
