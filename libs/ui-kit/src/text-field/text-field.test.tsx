import { createRef } from 'react';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { TextField } from './text-field';

describe('TextField', () => {
  it('labels the input and accepts typing', async () => {
    render(<TextField label="Phone number" name="phone" />);
    const input = screen.getByRole('textbox', { name: 'Phone number' });
    await userEvent.type(input, '0812345678');
    expect(input).toHaveValue('0812345678');
  });

  it('shows the error under the field, marks it invalid and describes the input with it', () => {
    render(
      <TextField label="Phone number" hint="10 digits" error="The phone number must support 10 digits" />,
    );
    const input = screen.getByRole('textbox', { name: 'Phone number' });
    expect(input).toBeInvalid();
    expect(input).toHaveAccessibleDescription('10 digits The phone number must support 10 digits');
    expect(screen.getByRole('alert')).toHaveTextContent('The phone number must support 10 digits');
  });

  it('numeric variant opens the decimal keypad', () => {
    render(<TextField label="Amount" numeric suffix="฿" />);
    const input = screen.getByRole('textbox', { name: 'Amount' });
    expect(input).toHaveAttribute('inputmode', 'decimal');
    expect(input).toHaveAttribute('type', 'text');
  });

  it('password fields can be revealed and hidden with a toggle button', async () => {
    render(<TextField label="Password" type="password" revealable />);
    const input = screen.getByLabelText('Password');
    expect(input).toHaveAttribute('type', 'password');
    const toggle = screen.getByRole('button', { name: 'Show password' });
    await userEvent.click(toggle);
    expect(input).toHaveAttribute('type', 'text');
    expect(screen.getByRole('button', { name: 'Hide password' })).toHaveAttribute('aria-pressed', 'true');
  });

  it('is reached by Tab', async () => {
    render(<TextField label="Name" />);
    await userEvent.tab();
    expect(screen.getByRole('textbox', { name: 'Name' })).toHaveFocus();
  });
});

it('TextField still sets the caller’s own ref', () => {
  const ref = createRef<HTMLInputElement>();
  render(<TextField label="Phone number" ref={ref} />);
  expect(ref.current).toBe(screen.getByRole('textbox', { name: 'Phone number' }));
});
