import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { KitTextsProvider } from '../texts/kit-texts';
import { Button } from './button';

describe('Button', () => {
  it('is a button named by its label that reacts to Enter and Space', async () => {
    const onClick = vi.fn();
    render(<Button onClick={onClick}>Deposit</Button>);
    const button = screen.getByRole('button', { name: 'Deposit' });
    expect(button).toHaveAttribute('type', 'button');
    await userEvent.tab();
    expect(button).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await userEvent.keyboard(' ');
    expect(onClick).toHaveBeenCalledTimes(2);
  });

  it('does nothing when disabled', async () => {
    const onClick = vi.fn();
    render(
      <Button disabled onClick={onClick}>
        Withdraw
      </Button>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Withdraw' }));
    expect(onClick).not.toHaveBeenCalled();
    expect(screen.getByRole('button')).toBeDisabled();
  });

  it('while loading is busy, announces loading in the given language and ignores clicks', async () => {
    const onClick = vi.fn();
    render(
      <KitTextsProvider texts={{ loading: 'กำลังโหลด' }}>
        <Button loading onClick={onClick}>
          ยืนยัน
        </Button>
      </KitTextsProvider>,
    );
    const button = screen.getByRole('button', { name: /^ยืนยัน\s*กำลังโหลด$/ });
    expect(button).toHaveAttribute('aria-busy', 'true');
    await userEvent.click(button);
    expect(onClick).not.toHaveBeenCalled();
  });

  it('applies the variant class', () => {
    render(<Button variant="danger">Cancel bonus</Button>);
    expect(screen.getByRole('button')).toHaveClass('wk-button--danger');
  });
});
