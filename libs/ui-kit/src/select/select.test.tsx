import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Select } from './select';

const banks = [
  { value: 'SCB', label: 'ไทยพาณิชย์' },
  { value: 'KBANK', label: 'กสิกรไทย' },
];

describe('Select', () => {
  it('is a labelled combobox that reports the chosen value', async () => {
    const onValueChange = vi.fn();
    render(
      <Select
        label="Bank"
        options={banks}
        placeholder="Choose a bank"
        defaultValue=""
        onValueChange={onValueChange}
      />,
    );
    const select = screen.getByRole('combobox', { name: 'Bank' });
    expect(select).toHaveValue('');
    await userEvent.selectOptions(select, 'KBANK');
    expect(onValueChange).toHaveBeenCalledWith('KBANK');
    expect(screen.getByRole('option', { name: 'Choose a bank' })).toBeDisabled();
  });

  it('shows an error under the field', () => {
    render(<Select label="Bank" options={banks} error="Required" />);
    expect(screen.getByRole('combobox', { name: 'Bank' })).toHaveAccessibleDescription('Required');
  });

  it('marks a required select as a required text field is marked (and keeps its name)', () => {
    render(<Select label="Bank" options={banks} required />);
    const select = screen.getByRole('combobox', { name: 'Bank' });
    expect(select).toBeRequired();
    expect(screen.getByText('*')).toHaveAttribute('aria-hidden', 'true');
    expect(screen.getByText('*')).toHaveClass('wk-field__required');
  });

  it('can keep its label for screen readers only', () => {
    render(<Select label="Bank" options={banks} hideLabel />);
    expect(screen.getByText('Bank')).toHaveClass('wk-visually-hidden');
    expect(screen.getByRole('combobox', { name: 'Bank' })).toBeInTheDocument();
  });
});
