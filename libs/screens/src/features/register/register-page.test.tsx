import { describe, expect, it, onTestFinished, vi } from 'vitest';
import { act, configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { messageCatalogs, REGISTER_REDIRECT_MS, STORAGE_KEYS } from '@wallet/domain';
import {
  buildBankList,
  buildOtpSendResponse,
  buildRegisterOtpLookup,
  buildSourceList,
} from '@wallet/api-client/testing';
import { json, renderApp, type FakeRoute } from '../../testing/render-app';

// Lazy routes compile on first use; on a busy machine that takes longer than the default 1 s.
configure({ asyncUtilTimeout: 5000 });

const routes: Record<string, FakeRoute> = {
  'GET /api/lookup/registerOTP': () => json(buildRegisterOtpLookup({ registerOTP: true })),
  'GET /api/lookup/sources': () => json(buildSourceList()),
  'GET /api/lookup/banks': () => json(buildBankList()),
  'POST /api/otp/send': () =>
    json(buildOtpSendResponse({ otpRef: 'QX7K', otpToken: 'otp-token-1', code: 'SUCCESS' })),
  'POST /api/otp/verify': async (request) => {
    const body = (await request.json()) as { otpCode: string };
    return body.otpCode === '123456'
      ? json({ code: 'OTP_CODE_VALID', message: 'OTP_CODE_VALID' })
      : json({ code: 'OTP_CODE_INVALID', message: 'OTP_CODE_INVALID' }, 400);
  },
  'POST /api/account/validate': () => json({ code: 'OK', message: 'OK' }),
  'POST /api/account': () => json({ code: 'SUCCESS', message: 'SUCCESS' }),
};

const calls = (requests: Request[], method: string, path: string) =>
  requests.filter((r) => r.method === method && new URL(r.url).pathname === path);
const bodyOf = async (request: Request | undefined) =>
  (await request?.clone().json()) as Record<string, unknown>;

type User = ReturnType<typeof userEvent.setup>;

async function enterPhone(user: User, phone = '0898765432') {
  await user.type(await screen.findByRole('textbox', { name: 'Phone number' }), phone);
  await user.click(screen.getByRole('button', { name: 'Next' }));
}

async function fillProfile(user: User) {
  await user.type(await screen.findByRole('textbox', { name: 'Name' }), 'Somsri Demo');
  await user.type(screen.getByLabelText(/^Password/, { selector: 'input' }), 'secret123');
  await user.type(screen.getByLabelText(/^Confirm password/, { selector: 'input' }), 'secret123');
  await user.selectOptions(screen.getByRole('combobox', { name: 'How did you hear about us?' }), 'FRIEND');
}

async function fillBank(user: User, bankCode = 'KBANK') {
  await user.selectOptions(await screen.findByRole('combobox', { name: 'Bank' }), bankCode);
  await user.type(screen.getByRole('textbox', { name: 'Account number' }), '9876543210');
  await user.type(screen.getByRole('textbox', { name: "Account holder's first name" }), 'somsri');
  await user.type(screen.getByRole('textbox', { name: "Account holder's last name" }), 'demo');
}

const currentStep = () => screen.getByRole('heading', { level: 2 });

describe('/register wizard', { timeout: 20_000 }, () => {
  it('walks phone -> OTP -> profile -> bank, sends each call once, toasts and goes to /login after the delay', async () => {
    const { requests, services } = await renderApp('/register', routes, { locale: 'en' });
    const user = userEvent.setup({ delay: null });
    const stepper = await screen.findByRole('navigation', { name: 'Progress' });
    expect(within(stepper).getAllByRole('listitem')).toHaveLength(4);

    await enterPhone(user);
    expect(await screen.findByText('QX7K')).toBeInTheDocument();
    await waitFor(() => expect(currentStep()).toHaveFocus());
    await user.type(screen.getByRole('textbox', { name: 'OTP code' }), '123456');
    await user.click(screen.getByRole('button', { name: 'Verify' }));

    await fillProfile(user);
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await fillBank(user);
    expect(screen.getByRole('textbox', { name: "Account holder's first name" })).toHaveValue('SOMSRI');
    expect(screen.queryByRole('combobox', { name: 'Currency' })).toBeNull();
    // The redirect's delay on a faked timeout, moved on below instead of waited for (the clock also runs with real time).
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'], shouldAdvanceTime: true });
    await user.click(screen.getByRole('button', { name: 'Register' }));

    expect(await screen.findByText('Registration complete. Please log in.')).toBeInTheDocument();
    expect(calls(requests, 'POST', '/api/otp/send')).toHaveLength(1);
    expect(await bodyOf(calls(requests, 'POST', '/api/otp/send')[0])).toEqual({ phoneNumber: '0898765432' });
    expect(await bodyOf(calls(requests, 'POST', '/api/otp/verify')[0])).toEqual({
      otpToken: 'otp-token-1',
      otpCode: '123456',
    });
    expect(calls(requests, 'POST', '/api/account/validate')).toHaveLength(1);
    expect(await bodyOf(calls(requests, 'POST', '/api/account/validate')[0])).toEqual({
      username: '0898765432',
      name: 'Somsri Demo',
      password: 'secret123',
      sourceCode: 'FRIEND',
    });
    expect(calls(requests, 'POST', '/api/account')).toHaveLength(1);
    expect(await bodyOf(calls(requests, 'POST', '/api/account')[0])).toEqual({
      name: 'Somsri Demo',
      username: '0898765432',
      password: 'secret123',
      sourceCode: 'FRIEND',
      inviteCode: '',
      bankCode: 'KBANK',
      bankAccountName: 'SOMSRI DEMO',
      bankAccountNo: '9876543210',
    });
    expect(screen.getByRole('button', { name: 'Register' })).toBeDisabled();
    expect(services.router.state.location.pathname).toBe('/register');
    await act(async () => {
      await vi.advanceTimersByTimeAsync(REGISTER_REDIRECT_MS);
    });
    await waitFor(() => expect(services.router.state.location.pathname).toBe('/login'));
  });

  it('needs exactly 10 characters on the Thai build, with the exact message in Thai, and sends nothing', async () => {
    const { requests } = await renderApp('/register', routes);
    const user = userEvent.setup({ delay: null });
    const phone = await screen.findByRole('textbox', { name: 'เบอร์โทรศัพท์' });
    await user.type(phone, '081234567');
    await user.click(screen.getByRole('button', { name: 'ถัดไป' }));
    expect(await screen.findByText(messageCatalogs.th['validation.phoneLength'])).toBeInTheDocument();
    expect(phone).toHaveAttribute('aria-invalid', 'true');
    expect(phone).toHaveValue('081234567');
    expect(calls(requests, 'POST', '/api/otp/send')).toHaveLength(0);
  });

  it('refuses a number that is not a Lao mobile on the Laos build, in Lao with the expected form, and sends nothing', async () => {
    const { requests } = await renderApp('/register', routes, {
      locale: 'la',
      config: { laosBuild: true, phoneRule: 'lao-mobile' },
    });
    const user = userEvent.setup({ delay: null });
    const phone = await screen.findByRole('textbox', { name: 'ເບີໂທລະສັບ' });
    await user.type(phone, '12345');
    await user.click(screen.getByRole('button', { name: 'ຕໍ່ໄປ' }));
    expect(await screen.findByText(messageCatalogs.la['validation.laoMobile'])).toBeInTheDocument();
    expect(phone).toHaveAttribute('aria-invalid', 'true');
    expect(phone).toHaveValue('12345');
    expect(calls(requests, 'POST', '/api/otp/send')).toHaveLength(0);
  });

  it('takes a Lao mobile number on the Laos build and offers the currency, LAK by default', async () => {
    const { requests } = await renderApp(
      '/register',
      {
        ...routes,
        'GET /api/lookup/registerOTP': () => json(buildRegisterOtpLookup({ registerOTP: false })),
      },
      { locale: 'en', config: { laosBuild: true, phoneRule: 'lao-mobile' } },
    );
    const user = userEvent.setup({ delay: null });
    await enterPhone(user, '+8562055512345');
    await fillProfile(user);
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await fillBank(user);
    const currency = screen.getByRole('combobox', { name: 'Currency' });
    expect(currency).toHaveValue('LAK');
    await user.selectOptions(currency, 'BAHT');
    await user.click(screen.getByRole('button', { name: 'Register' }));
    await screen.findByText('Registration complete. Please log in.');
    expect(await bodyOf(calls(requests, 'POST', '/api/account')[0])).toMatchObject({
      username: '+8562055512345',
      currency: 'BAHT',
    });
  });

  it('skips the OTP step when the lookup says OTP is off, without sending a code', async () => {
    const { requests } = await renderApp(
      '/register',
      {
        ...routes,
        'GET /api/lookup/registerOTP': () => json(buildRegisterOtpLookup({ registerOTP: false })),
      },
      { locale: 'en' },
    );
    const user = userEvent.setup({ delay: null });
    await enterPhone(user);
    expect(await screen.findByRole('heading', { name: 'Your profile' })).toBeInTheDocument();
    const stepper = screen.getByRole('navigation', { name: 'Progress' });
    expect(within(stepper).getAllByRole('listitem')).toHaveLength(3);
    expect(within(stepper).getByText('Profile').closest('li')).toHaveAttribute('aria-current', 'step');
    expect(calls(requests, 'POST', '/api/otp/send')).toHaveLength(0);
  });

  it('asks for a code when the OTP switch cannot be read (the server refuses unverified phones when OTP is on)', async () => {
    const { requests } = await renderApp(
      '/register',
      {
        ...routes,
        'GET /api/lookup/registerOTP': () => json({ code: 'INTERNAL_SERVER_ERROR', message: 'x' }, 500),
      },
      { locale: 'en' },
    );
    const user = userEvent.setup({ delay: null });
    await user.type(await screen.findByRole('textbox', { name: 'Phone number' }), '0898765432');
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Next' })).not.toHaveAttribute('aria-busy'),
    );
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByRole('textbox', { name: 'OTP code' })).toBeInTheDocument();
    expect(calls(requests, 'POST', '/api/otp/send')).toHaveLength(1);
  });

  it('skips the OTP step when send answers OTP_VERIFIED', async () => {
    await renderApp(
      '/register',
      {
        ...routes,
        'POST /api/otp/send': () =>
          json(buildOtpSendResponse({ otpRef: '', otpToken: '', code: 'OTP_VERIFIED' })),
      },
      { locale: 'en' },
    );
    const user = userEvent.setup({ delay: null });
    await enterPhone(user);
    expect(await screen.findByRole('heading', { name: 'Your profile' })).toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: 'OTP code' })).toBeNull();
  });

  it('shows a wrong OTP in Thai, keeps the code and stays on the step; a new code can be requested after the countdown', async () => {
    // The countdown's clock and ticks only: the rest of the app keeps real timers.
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval', 'Date'] });
    onTestFinished(() => void vi.useRealTimers());
    const { requests } = await renderApp('/register', routes);
    const user = userEvent.setup({ delay: null });
    await user.type(await screen.findByRole('textbox', { name: 'เบอร์โทรศัพท์' }), '0898765432');
    await user.click(screen.getByRole('button', { name: 'ถัดไป' }));
    const code = await screen.findByRole('textbox', { name: 'รหัส OTP' });
    await user.type(code, '000000');
    await user.click(screen.getByRole('button', { name: 'ยืนยัน' }));
    expect(await screen.findByText(messageCatalogs.th['error.OTP_CODE_INVALID'])).toBeInTheDocument();
    expect(code).toHaveValue('000000');
    expect(screen.getByRole('button', { name: /^ขอรหัสใหม่ได้ในอีก \d+ วินาที$/ })).toBeDisabled();
    act(() => {
      vi.advanceTimersByTime(60_000);
    });
    await user.click(screen.getByRole('button', { name: 'ขอรหัสใหม่' }));
    await waitFor(() => expect(calls(requests, 'POST', '/api/otp/send')).toHaveLength(2));
    expect(await screen.findByRole('button', { name: 'ขอรหัสใหม่ได้ในอีก 60 วินาที' })).toBeDisabled();
  });

  it('checks step 3 locally first: required fields and "Passwords don\'t match"', async () => {
    const { requests } = await renderApp(
      '/register',
      {
        ...routes,
        'GET /api/lookup/registerOTP': () => json(buildRegisterOtpLookup({ registerOTP: false })),
      },
      { locale: 'en' },
    );
    const user = userEvent.setup({ delay: null });
    await enterPhone(user);
    await user.type(await screen.findByRole('textbox', { name: 'Name' }), 'Somsri');
    await user.type(screen.getByLabelText(/^Password/, { selector: 'input' }), 'secret123');
    await user.type(screen.getByLabelText(/^Confirm password/, { selector: 'input' }), 'secret124');
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByText("Passwords don't match")).toBeInTheDocument();
    await user.clear(screen.getByRole('textbox', { name: 'Name' }));
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(screen.getByRole('textbox', { name: 'Name' })).toHaveAttribute('aria-invalid', 'true');
    expect(calls(requests, 'POST', '/api/account/validate')).toHaveLength(0);
  });

  it('shows the server refusal of step 3 in Thai with its next step and keeps everything typed', async () => {
    await renderApp('/register', {
      ...routes,
      'GET /api/lookup/registerOTP': () => json(buildRegisterOtpLookup({ registerOTP: false })),
      'POST /api/account/validate': () => json({ code: 'EXISTING_USER', message: 'EXISTING_USER' }, 409),
    });
    const user = userEvent.setup({ delay: null });
    await user.type(await screen.findByRole('textbox', { name: 'เบอร์โทรศัพท์' }), '0898765432');
    await user.click(screen.getByRole('button', { name: 'ถัดไป' }));
    const name = await screen.findByRole('textbox', { name: 'ชื่อ' });
    await user.type(name, 'Somsri');
    await user.type(screen.getByLabelText(/^รหัสผ่าน/, { selector: 'input' }), 'pw');
    await user.type(screen.getByLabelText(/^ยืนยันรหัสผ่าน/, { selector: 'input' }), 'pw');
    await user.click(screen.getByRole('button', { name: 'ถัดไป' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(messageCatalogs.th['error.EXISTING_USER']);
    // What to do next, beside the code's own text.
    expect(within(alert).getByText(messageCatalogs.th['next.logInInstead'])).toBeInTheDocument();
    expect(name).toHaveValue('Somsri');
    expect(screen.getByLabelText(/^รหัสผ่าน/, { selector: 'input' })).toHaveValue('pw');
  });

  it('requires English names for KTB, TMB and BBL and sends nothing', async () => {
    const { requests } = await renderApp(
      '/register',
      {
        ...routes,
        'GET /api/lookup/registerOTP': () => json(buildRegisterOtpLookup({ registerOTP: false })),
      },
      { locale: 'en' },
    );
    const user = userEvent.setup({ delay: null });
    await enterPhone(user);
    await fillProfile(user);
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await user.selectOptions(await screen.findByRole('combobox', { name: 'Bank' }), 'KTB');
    expect(screen.getByRole('option', { name: 'ธนาคารกรุงไทย' })).toBeInTheDocument();
    await user.type(screen.getByRole('textbox', { name: 'Account number' }), '1234567890');
    await user.type(screen.getByRole('textbox', { name: "Account holder's first name" }), 'สมศรี');
    await user.type(screen.getByRole('textbox', { name: "Account holder's last name" }), 'Demo');
    await user.click(screen.getByRole('button', { name: 'Register' }));
    expect(await screen.findByText('Bank account name must be in English only')).toBeInTheDocument();
    expect(calls(requests, 'POST', '/api/account')).toHaveLength(0);
  });

  it('keeps every input when going back and forth between steps', async () => {
    await renderApp(
      '/register',
      {
        ...routes,
        'GET /api/lookup/registerOTP': () => json(buildRegisterOtpLookup({ registerOTP: false })),
      },
      { locale: 'en' },
    );
    const user = userEvent.setup({ delay: null });
    await enterPhone(user);
    await fillProfile(user);
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await fillBank(user);
    await user.click(screen.getByRole('button', { name: 'Back' }));
    expect(await screen.findByRole('textbox', { name: 'Name' })).toHaveValue('Somsri Demo');
    expect(screen.getByLabelText(/^Password/, { selector: 'input' })).toHaveValue('secret123');
    expect(screen.getByRole('combobox', { name: 'How did you hear about us?' })).toHaveValue('FRIEND');
    await user.click(screen.getByRole('button', { name: 'Back' }));
    expect(await screen.findByRole('textbox', { name: 'Phone number' })).toHaveValue('0898765432');
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await user.click(await screen.findByRole('button', { name: 'Next' }));
    expect(await screen.findByRole('textbox', { name: 'Account number' })).toHaveValue('9876543210');
    expect(screen.getByRole('combobox', { name: 'Bank' })).toHaveValue('KBANK');
    expect(screen.getByRole('textbox', { name: "Account holder's last name" })).toHaveValue('DEMO');
  });

  it('stores ?code= locally, shows it read-only and sends it; one register request however fast the player clicks', async () => {
    let release: () => void = () => undefined;
    const { requests } = await renderApp(
      '/register?code=PR64f1c2',
      {
        ...routes,
        'GET /api/lookup/registerOTP': () => json(buildRegisterOtpLookup({ registerOTP: false })),
        'POST /api/account': () =>
          new Promise<Response>((resolve) => {
            release = () => resolve(json({ code: 'SUCCESS', message: 'SUCCESS' }));
          }),
      },
      { locale: 'en' },
    );
    expect(localStorage.getItem(STORAGE_KEYS.inviteCode)).toBe('PR64f1c2');
    const user = userEvent.setup({ delay: null });
    await enterPhone(user);
    const invite = await screen.findByRole('textbox', { name: 'Inviter code' });
    expect(invite).toHaveValue('PR64f1c2');
    expect(invite).toHaveAttribute('readonly');
    await fillProfile(user);
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(await bodyOf(calls(requests, 'POST', '/api/account/validate')[0])).toMatchObject({
      inviteCode: 'PR64f1c2',
    });
    await fillBank(user);
    const register = screen.getByRole('button', { name: 'Register' });
    await user.click(register);
    await user.click(register);
    await user.type(screen.getByRole('textbox', { name: 'Account number' }), '{Enter}');
    await waitFor(() => expect(calls(requests, 'POST', '/api/account')).toHaveLength(1));
    release();
    await screen.findByText('Registration complete. Please log in.');
    expect(calls(requests, 'POST', '/api/account')).toHaveLength(1);
    expect(await bodyOf(calls(requests, 'POST', '/api/account')[0])).toMatchObject({
      inviteCode: 'PR64f1c2',
    });
    expect(localStorage.getItem(STORAGE_KEYS.inviteCode)).toBeNull();
  });
});
