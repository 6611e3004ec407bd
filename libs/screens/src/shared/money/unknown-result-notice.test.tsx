import { act, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../testing/render-with-providers';
import { STILL_WAITING_AFTER_MS } from './money-action-state';
import { UnknownResultNotice } from './unknown-result-notice';

const STILL_WAITING = "Still waiting for the server's answer. Nothing will be sent twice.";

describe('UnknownResultNotice', () => {
  it('says a request unanswered for 10 s is still waiting and will not be sent twice', async () => {
    vi.useFakeTimers();
    try {
      const { rerender } = await renderWithProviders(<UnknownResultNotice status="pending" />);
      expect(screen.queryByText(STILL_WAITING)).not.toBeInTheDocument();
      await act(async () => vi.advanceTimersByTime(STILL_WAITING_AFTER_MS - 1));
      expect(screen.queryByText(STILL_WAITING)).not.toBeInTheDocument();
      await act(async () => vi.advanceTimersByTime(1));
      expect(screen.getByText(STILL_WAITING)).toHaveAttribute('role', 'status');
      rerender(<UnknownResultNotice status="succeeded" />);
      expect(screen.queryByText(STILL_WAITING)).not.toBeInTheDocument();
    } finally {
      vi.useRealTimers();
    }
  });

  it('says it in Thai on the Thai app', async () => {
    vi.useFakeTimers();
    try {
      await renderWithProviders(<UnknownResultNotice status="pending" />, { locale: 'th' });
      await act(async () => vi.advanceTimersByTime(STILL_WAITING_AFTER_MS));
      expect(screen.getByText('ยังรอคำตอบจากเซิร์ฟเวอร์อยู่ ระบบจะไม่ส่งรายการซ้ำ')).toBeInTheDocument();
    } finally {
      vi.useRealTimers();
    }
  });
});
