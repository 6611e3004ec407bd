import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { VerticalSliderPicker, type SliderOption } from './vertical-slider-picker';

const wallets: SliderOption[] = [
  { value: 'wallet', label: 'Main wallet', description: '1,000.00' },
  { value: 'pg', label: 'PG Slot', description: '50.00' },
  { value: 'joker', label: 'Joker', disabled: true },
  { value: 'sbo', label: 'SBO Sport', description: '0.00' },
];

function Harness({ onChange }: { onChange: (v: string) => void }) {
  const [value, setValue] = useState<string | null>('wallet');
  return (
    <VerticalSliderPicker
      label="From"
      options={wallets}
      value={value}
      onChange={(v) => {
        setValue(v);
        onChange(v);
      }}
    />
  );
}

describe('VerticalSliderPicker', () => {
  it('is a named listbox with the chosen option selected', () => {
    render(<Harness onChange={() => undefined} />);
    const list = screen.getByRole('listbox', { name: 'From' });
    expect(screen.getByRole('option', { name: /Main wallet/ })).toHaveAttribute('aria-selected', 'true');
    expect(list).toHaveAttribute(
      'aria-activedescendant',
      screen.getByRole('option', { name: /Main wallet/ }).id,
    );
  });

  it('moves with ArrowDown/ArrowUp/End/Home and skips disabled options', async () => {
    const onChange = vi.fn();
    render(<Harness onChange={onChange} />);
    screen.getByRole('listbox').focus();
    await userEvent.keyboard('{ArrowDown}');
    expect(onChange).toHaveBeenLastCalledWith('pg');
    await userEvent.keyboard('{ArrowDown}');
    expect(onChange).toHaveBeenLastCalledWith('sbo');
    await userEvent.keyboard('{ArrowUp}');
    expect(onChange).toHaveBeenLastCalledWith('pg');
    await userEvent.keyboard('{End}');
    expect(onChange).toHaveBeenLastCalledWith('sbo');
    await userEvent.keyboard('{Home}');
    expect(onChange).toHaveBeenLastCalledWith('wallet');
  });

  it('moves with the up/down buttons and by tapping an option', async () => {
    const onChange = vi.fn();
    render(<Harness onChange={onChange} />);
    expect(screen.getByRole('button', { name: 'Previous option (From)' })).toBeDisabled();
    await userEvent.click(screen.getByRole('button', { name: 'Next option (From)' }));
    expect(onChange).toHaveBeenLastCalledWith('pg');
    await userEvent.click(screen.getByRole('option', { name: /SBO Sport/ }));
    expect(onChange).toHaveBeenLastCalledWith('sbo');
    await userEvent.click(screen.getByRole('option', { name: /Joker/ }));
    expect(onChange).toHaveBeenCalledTimes(2);
  });

  it('shows an error under the picker', () => {
    render(
      <VerticalSliderPicker
        label="To"
        options={wallets}
        value={null}
        onChange={() => undefined}
        error="Choose a different account"
      />,
    );
    expect(screen.getByRole('listbox', { name: 'To' })).toHaveAccessibleDescription(
      'Choose a different account',
    );
  });
});
