import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { TextField } from '../text-field/text-field';
import { ErrorMessage } from './error-message';

describe('ErrorMessage', () => {
  it('announces the exact message with its next step beside it, the icon hidden from readers', () => {
    const { container } = render(
      <ErrorMessage
        id="login-error"
        message="Incorrect phone number or password"
        nextStep={<a href="/contact">Contact support</a>}
      />,
    );
    const alert = screen.getByRole('alert');
    expect(alert).toHaveAttribute('id', 'login-error');
    expect(alert).toHaveTextContent('Incorrect phone number or passwordContact support');
    expect(screen.getByText('Incorrect phone number or password')).toHaveClass('wk-error__message');
    expect(screen.getByRole('link', { name: 'Contact support' })).toHaveAttribute('href', '/contact');
    expect(container.querySelector('svg')).toHaveAttribute('aria-hidden', 'true');
  });

  it('shows no next-step line when there is none', () => {
    const { container } = render(<ErrorMessage message="Failed to copy" />);
    expect(screen.getByRole('alert')).toHaveTextContent(/^Failed to copy$/);
    expect(container.querySelector('.wk-error__next')).toBeNull();
  });

  it('marks a field error with the icon and keeps the description the text alone', () => {
    const { container } = render(
      <TextField label="Gift link" name="link" error="The gift link is invalid" />,
    );
    expect(screen.getByRole('textbox', { name: 'Gift link' })).toHaveAccessibleDescription(
      'The gift link is invalid',
    );
    expect(container.querySelector('.wk-field__error svg[aria-hidden="true"]')).not.toBeNull();
  });
});
