import { createRef, useState } from 'react';
import { renderToString } from 'react-dom/server';
import { hydrateRoot } from 'react-dom/client';
import { act, render, screen } from '@testing-library/react';
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

describe('TextField on a prerendered page', () => {
  /** A form as the app has it: the value lives in React state. */
  function Form({ onValue }: { onValue?: (value: string) => void }) {
    const [phone, setPhone] = useState('');
    const [, setRenders] = useState(0);
    return (
      <>
        <TextField
          label="Phone number"
          value={phone}
          onChange={(event) => {
            setPhone(event.target.value);
            onValue?.(event.target.value);
          }}
        />
        <button type="button" onClick={() => setRenders((n) => n + 1)}>
          Render again
        </button>
      </>
    );
  }

  it('keeps what was typed before the app hydrated, through the next renders', async () => {
    const container = document.createElement('div');
    container.innerHTML = renderToString(<Form />);
    document.body.append(container);
    // The player types into the server's HTML before any JavaScript runs.
    const html = container.querySelector('input') as HTMLInputElement;
    html.value = '0812345678';
    const values: string[] = [];
    const root = await act(async () => hydrateRoot(container, <Form onValue={(v) => values.push(v)} />));
    expect(values).toEqual(['0812345678']);
    await userEvent.click(screen.getByRole('button', { name: 'Render again' }));
    expect(screen.getByRole('textbox', { name: 'Phone number' })).toHaveValue('0812345678');
    await userEvent.type(screen.getByRole('textbox', { name: 'Phone number' }), '9');
    expect(values.at(-1)).toBe('08123456789');
    act(() => root.unmount());
    container.remove();
  });

  it('calls nothing when nothing was typed before hydration', async () => {
    const container = document.createElement('div');
    container.innerHTML = renderToString(<Form />);
    document.body.append(container);
    const values: string[] = [];
    const root = await act(async () => hydrateRoot(container, <Form onValue={(v) => values.push(v)} />));
    expect(values).toEqual([]);
    expect(screen.getByRole('textbox', { name: 'Phone number' })).toHaveValue('');
    act(() => root.unmount());
    container.remove();
  });

  it('still sets the caller’s own ref', () => {
    const ref = createRef<HTMLInputElement>();
    render(<TextField label="Phone number" ref={ref} />);
    expect(ref.current).toBe(screen.getByRole('textbox', { name: 'Phone number' }));
  });
});
