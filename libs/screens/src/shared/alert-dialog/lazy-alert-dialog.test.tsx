import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../testing/render-with-providers';
import { AlertDialog, preloadAlertDialog } from './lazy-alert-dialog';

describe('lazy AlertDialog', () => {
  it('renders nothing while closed, and says the failure with its title and message once open', async () => {
    const onConfirm = vi.fn();
    const { rerender, container } = await renderWithProviders(
      <AlertDialog
        open={false}
        tone="error"
        title="The bonus could not be cancelled"
        message="Refused"
        onConfirm={onConfirm}
      />,
    );
    expect(container).toBeEmptyDOMElement();
    rerender(
      <AlertDialog
        open
        tone="error"
        title="The bonus could not be cancelled"
        message="Refused"
        onConfirm={onConfirm}
      />,
    );
    const dialog = await screen.findByRole('alertdialog', { name: 'The bonus could not be cancelled' });
    expect(dialog).toHaveTextContent('Refused');
  });

  it('downloads the code once, however many ask', async () => {
    const first = preloadAlertDialog();
    expect(preloadAlertDialog()).toBe(first);
    expect((await first).AlertDialog).toBeTypeOf('function');
  });
});
