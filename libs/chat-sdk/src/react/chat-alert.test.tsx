// @vitest-environment jsdom
import '@testing-library/jest-dom/vitest';
import { act, cleanup, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ChatAlert } from './chat-alert';

afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

function Host() {
  const [alert, setAlert] = useState<{ text: string } | null>({ text: 'File is not supported' });
  return <ChatAlert alert={alert} onClose={() => setAlert(null)} closeLabel="Close the alert" />;
}

describe('ChatAlert', () => {
  it('disappears 4 s after it shows', () => {
    vi.useFakeTimers();
    render(<Host />);
    expect(screen.getByRole('alert')).toHaveTextContent('File is not supported');
    act(() => vi.advanceTimersByTime(3999));
    expect(screen.getByRole('alert')).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(1));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('closes from its button', () => {
    render(<Host />);
    act(() => screen.getByRole('button', { name: 'Close the alert' }).click());
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});
