import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { KitTextsProvider } from '../texts/kit-texts';
import { EmptyState } from './empty-state';

describe('EmptyState', () => {
  it('shows the default title from the kit texts as a heading', () => {
    render(
      <KitTextsProvider texts={{ emptyTitle: 'ยังไม่มีรายการ' }}>
        <EmptyState />
      </KitTextsProvider>,
    );
    expect(screen.getByRole('heading', { level: 2, name: 'ยังไม่มีรายการ' })).toBeInTheDocument();
  });

  it('renders a description and an action', () => {
    render(
      <EmptyState
        title="No transactions"
        description="Deposit to start"
        action={<button type="button">Deposit</button>}
        headingLevel={3}
      />,
    );
    expect(screen.getByRole('heading', { level: 3, name: 'No transactions' })).toBeInTheDocument();
    expect(screen.getByText('Deposit to start')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Deposit' })).toBeInTheDocument();
  });
});
