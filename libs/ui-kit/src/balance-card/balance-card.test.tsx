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

  it('writes a kip account’s balance whole, as the domain formats kip', () => {
    render(<BalanceCard title="Total balance" amount={2501000.4} currency="ກີບ" currencyCode="LAK" />);
    expect(screen.getByText('2,501,000')).toBeInTheDocument();
    expect(screen.getByText('ກີບ')).toBeInTheDocument();
  });

  it('shows a dash for a missing amount and a loading text while loading', () => {
    const { rerender } = render(<BalanceCard title="Total balance" amount={undefined} currency="฿" />);
    expect(screen.getByText(formatAmount(undefined))).toBeInTheDocument();
    rerender(<BalanceCard title="Total balance" amount={10} currency="฿" loading />);
    expect(screen.getByText('Loading')).toBeInTheDocument();
    expect(screen.queryByText(formatAmount(10))).not.toBeInTheDocument();
  });

  it('keeps an empty value slot while loading, which an early script may fill and hydration keeps', async () => {
    const { hydrateRoot } = await import('react-dom/client');
    const { renderToString } = await import('react-dom/server');
    const { act } = await import('react');
    const card = (props: { loading: boolean; amount: number }) => (
      <BalanceCard title="Total balance" currency="฿" {...props} />
    );
    const host = document.createElement('div');
    host.innerHTML = renderToString(card({ loading: true, amount: 0 }));
    document.body.append(host);
    const slot = host.querySelector('.wk-balance-card__value') as HTMLElement;
    expect(slot).toBeEmptyDOMElement();
    slot.textContent = formatAmount(1234.5);
    const errors: unknown[] = [];
    let root: ReturnType<typeof hydrateRoot> | undefined;
    await act(async () => {
      root = hydrateRoot(host, card({ loading: true, amount: 0 }), {
        onRecoverableError: (e) => errors.push(e),
      });
    });
    expect(errors).toEqual([]);
    expect(slot).toHaveTextContent(formatAmount(1234.5));
    // The loaded card then shows the wallet's own figure.
    await act(async () => root?.render(card({ loading: false, amount: 99 })));
    expect(host.querySelector('.wk-balance-card__value')).toHaveTextContent(formatAmount(99));
    expect(host.querySelector('.wk-balance-card__skeleton')).toBeNull();
    await act(async () => root?.unmount());
    host.remove();
  });
});
