import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Checkbox } from './checkbox';

describe('Checkbox', () => {
  it('toggles with Space and by clicking its label', async () => {
    const onChange = vi.fn();
    render(<Checkbox label="Remember me" onChange={onChange} />);
    const box = screen.getByRole('checkbox', { name: 'Remember me' });
    await userEvent.tab();
    expect(box).toHaveFocus();
    await userEvent.keyboard(' ');
    expect(box).toBeChecked();
    await userEvent.click(screen.getByText('Remember me'));
    expect(box).not.toBeChecked();
    expect(onChange).toHaveBeenCalledTimes(2);
  });

  it('shows an error that describes the box', () => {
    render(<Checkbox label="I accept the agreement" error="Required" />);
    const box = screen.getByRole('checkbox', { name: 'I accept the agreement' });
    expect(box).toBeInvalid();
    expect(box).toHaveAccessibleDescription('Required');
  });
});
