import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { KitTextsProvider } from '../texts/kit-texts';
import { ToastProvider } from '../toast/toast';
import { CopyButton } from './copy-button';

describe('CopyButton', () => {
  it("writes the text and says 'Copied: ' plus the text", async () => {
    const writeText = vi.fn().mockResolvedValue(undefined);
    const onCopyResult = vi.fn();
    render(<CopyButton text="123-4-56789-0" writeText={writeText} onCopyResult={onCopyResult} />);
    await userEvent.click(screen.getByRole('button', { name: 'Copy' }));
    expect(writeText).toHaveBeenCalledWith('123-4-56789-0');
    expect(await screen.findByRole('status')).toHaveTextContent('Copied: 123-4-56789-0');
    expect(onCopyResult).toHaveBeenCalledWith(true);
  });

  it("says 'Failed to copy' when the clipboard refuses", async () => {
    const writeText = vi.fn().mockRejectedValue(new Error('denied'));
    render(<CopyButton text="x" writeText={writeText} />);
    await userEvent.click(screen.getByRole('button', { name: 'Copy' }));
    expect(await screen.findByText('Failed to copy')).toBeInTheDocument();
  });

  it('uses the real clipboard by default and reports through toasts in translated text', async () => {
    const user = userEvent.setup();
    render(
      <KitTextsProvider texts={{ copy: 'คัดลอก', copied: 'คัดลอกแล้ว: {text}' }}>
        <ToastProvider>
          <CopyButton text="https://example.com/register?code=PR1" />
        </ToastProvider>
      </KitTextsProvider>,
    );
    await user.click(screen.getByRole('button', { name: 'คัดลอก' }));
    expect(await screen.findByText('คัดลอกแล้ว: https://example.com/register?code=PR1')).toBeInTheDocument();
    await expect(navigator.clipboard.readText()).resolves.toBe('https://example.com/register?code=PR1');
  });
});
