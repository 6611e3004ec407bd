import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, screen } from '@testing-library/react';
import { renderWithProviders } from '../../testing/render-with-providers';
import { OTP_RESEND_SECONDS } from '@wallet/domain';
import { OtpStep, type OtpStepProps } from './otp-step';

function props(overrides: Partial<OtpStepProps> = {}): OtpStepProps {
  return {
    phone: '0898765432',
    otpRef: 'QX7K',
    sentKey: 'token-1:QX7K',
    code: '',
    onCodeChange: () => undefined,
    serverError: null,
    verifying: false,
    resending: false,
    onSubmit: () => undefined,
    onResend: () => undefined,
    onBack: () => undefined,
    ...overrides,
  };
}

const tick = (seconds: number) =>
  act(() => {
    vi.advanceTimersByTime(seconds * 1000);
  });

describe('OTP step resend countdown', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('counts the seconds down, enables the resend at 0 and starts again with each code sent', async () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval', 'Date'] });
    const onResend = vi.fn();
    const { rerender } = await renderWithProviders(<OtpStep {...props({ onResend })} />);
    expect(OTP_RESEND_SECONDS).toBe(60);
    const waiting = screen.getByRole('button', { name: '60 seconds until a new code' });
    expect(waiting).toBeDisabled();
    fireEvent.click(waiting);
    expect(onResend).not.toHaveBeenCalled();
    await tick(59);
    expect(screen.getByRole('button', { name: '1 second until a new code' })).toBeDisabled();
    await tick(1);
    const resend = screen.getByRole('button', { name: 'Send a new code' });
    expect(resend).toBeEnabled();
    fireEvent.click(resend);
    expect(onResend).toHaveBeenCalledTimes(1);

    rerender(<OtpStep {...props({ onResend, sentKey: 'token-2:QX7K' })} />);
    expect(screen.getByRole('button', { name: '60 seconds until a new code' })).toBeDisabled();
  });

  it('says the seconds left in Thai and in Lao', async () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval', 'Date'] });
    const th = await renderWithProviders(<OtpStep {...props()} />, { locale: 'th' });
    expect(screen.getByRole('button', { name: 'ขอรหัสใหม่ได้ในอีก 60 วินาที' })).toBeDisabled();
    await tick(15);
    expect(screen.getByRole('button', { name: 'ขอรหัสใหม่ได้ในอีก 45 วินาที' })).toBeDisabled();
    th.unmount();
    await renderWithProviders(<OtpStep {...props()} />, { locale: 'la' });
    expect(screen.getByRole('button', { name: 'ຂໍລະຫັດໃໝ່ໄດ້ໃນອີກ 60 ວິນາທີ' })).toBeDisabled();
  });
});
