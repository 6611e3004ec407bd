import { useEffect, useMemo, useRef, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { Trans, useLingui } from '@lingui/react/macro';
import {
  buildRegisterPayload,
  inviterCodeFromQuery,
  DEFAULT_LAOS_CURRENCY,
  nextRegistrationStep,
  REGISTER_REDIRECT_MS,
  REQUIRED,
  validatePhone,
  validateRegisterBank,
  validateRegisterProfile,
  type RegisterBankField,
  type RegisterProfileField,
  type RegistrationEvent,
  type RegistrationStep,
} from '@wallet/domain';
import {
  useLookupBanks,
  useLookupRegisterOtp,
  useLookupSources,
  useRegister,
  useSendOtp,
  useValidateAccount,
  useVerifyOtp,
} from '@wallet/api-client/react';
import { Stepper, useToast } from '@wallet/ui-kit';
import { useAppContext } from '../../shared/app-context';
import { useErrorText } from '../../shared/use-error-text';
import { translate } from '../../i18n/translate';
import { BankStep, type BankDraft } from './bank-step';
import { clearInviteCode, readInviteCode, rememberInviteCodeFrom } from './invite-code-storage';
import { OtpStep } from './otp-step';
import { PhoneStep } from './phone-step';
import { ProfileStep, type ProfileDraft } from './profile-step';
import { translateErrors, type FieldTexts } from './translate-errors';
import './register-page.css';

interface OtpSession {
  otpRef: string;
  otpToken: string;
}

/** /register: the 4-step wizard of SPEC sections 2, 4 and 5; every step's input survives going back and forth. */
export function RegisterPage() {
  const { t, i18n } = useLingui();
  const { config } = useAppContext();
  const navigate = useNavigate();
  const { search } = useLocation();
  const toast = useToast();
  const errorText = useErrorText();

  const otpLookup = useLookupRegisterOtp();
  const sources = useLookupSources();
  const banks = useLookupBanks();
  const sendOtp = useSendOtp();
  const verifyOtp = useVerifyOtp();
  const validateAccount = useValidateAccount();
  const register = useRegister();

  // `?code=` on /register stores the inviter code (effect below); a stored code is then shown read-only.
  const [storedInviteCode] = useState(() => inviterCodeFromQuery(search) ?? readInviteCode());
  const [step, setStep] = useState<RegistrationStep>(1);
  const [phone, setPhone] = useState('');
  const [otp, setOtp] = useState<OtpSession | null>(null);
  const [otpCode, setOtpCode] = useState('');
  const [profile, setProfile] = useState<ProfileDraft>({
    name: '',
    password: '',
    confirmPassword: '',
    sourceCode: '',
    inviteCode: storedInviteCode ?? '',
  });
  const [bank, setBank] = useState<BankDraft>({
    bankCode: '',
    bankAccountNo: '',
    firstName: '',
    lastName: '',
    currency: DEFAULT_LAOS_CURRENCY,
  });
  const [phoneError, setPhoneError] = useState<string>();
  const [otpError, setOtpError] = useState<string>();
  const [profileErrors, setProfileErrors] = useState<FieldTexts<RegisterProfileField>>({});
  const [bankErrors, setBankErrors] = useState<FieldTexts<RegisterBankField>>({});
  const [serverError, setServerError] = useState<string | null>(null);
  // One request per confirm: a second Enter before React re-renders must not send again.
  const inFlight = useRef(false);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const firstRender = useRef(true);

  // When OTP is enabled the step exists (even when send answers OTP_VERIFIED and it is skipped). If the switch
  // cannot be read, asking for a code is the safe side: the server refuses an unverified phone when OTP is on.
  const otpEnabled = otpLookup.data?.registerOTP ?? true;
  const stepNames = otpEnabled
    ? [t`Phone number`, t`OTP code`, t`Profile`, t`Bank account`]
    : [t`Phone number`, t`Profile`, t`Bank account`];
  const visibleStep = step === 'done' ? 4 : step;
  const stepperCurrent = otpEnabled || visibleStep === 1 ? visibleStep : visibleStep - 1;

  const sourceOptions = useMemo(
    () => (sources.data?.sources ?? []).map((s) => ({ value: s.code, label: s.description })),
    [sources.data],
  );
  const bankOptions = useMemo(
    () => (banks.data?.banks ?? []).map((b) => ({ value: b.code, label: b.nameTH })),
    [banks.data],
  );

  useEffect(() => {
    rememberInviteCodeFrom(search);
  }, [search]);

  // The new step's title takes the focus so screen readers announce where the player is.
  useEffect(() => {
    if (firstRender.current) {
      firstRender.current = false;
      return;
    }
    headingRef.current?.focus();
  }, [visibleStep]);

  // Success: the toast stays visible while the product waits, then goes to /login.
  useEffect(() => {
    if (step !== 'done') return;
    const timer = setTimeout(() => void navigate('/login', { replace: true }), REGISTER_REDIRECT_MS);
    return () => clearTimeout(timer);
  }, [step, navigate]);

  function go(event: RegistrationEvent) {
    setServerError(null);
    setStep((current) => nextRegistrationStep(current, event));
  }

  function begin(): boolean {
    if (inFlight.current) return false;
    inFlight.current = true;
    setServerError(null);
    return true;
  }
  const settle = () => {
    inFlight.current = false;
  };
  const fail = (error: unknown) => setServerError(errorText(error));

  function submitPhone() {
    if (otpLookup.isPending) return;
    const result = validatePhone(phone, config.laosBuild ? null : undefined);
    if (!result.ok) {
      setPhoneError(result.errors.phone ? translate(i18n, result.errors.phone) : undefined);
      return;
    }
    setPhoneError(undefined);
    if (!otpEnabled) {
      go({ type: 'phoneAccepted', otpEnabled: false });
      return;
    }
    if (!begin()) return;
    sendOtp.mutate(
      { phoneNumber: result.value },
      {
        onSuccess: (sent) => {
          setOtp({ otpRef: sent.otpRef, otpToken: sent.otpToken });
          setOtpCode('');
          go({ type: 'phoneAccepted', otpEnabled: true, sendCode: sent.code });
        },
        onError: fail,
        onSettled: settle,
      },
    );
  }

  function resendOtp() {
    if (!begin()) return;
    sendOtp.mutate(
      { phoneNumber: phone.trim() },
      {
        onSuccess: (sent) => {
          if (sent.code === 'OTP_VERIFIED') {
            go({ type: 'otpVerified' });
            return;
          }
          setOtp({ otpRef: sent.otpRef, otpToken: sent.otpToken });
          setOtpCode('');
        },
        onError: fail,
        onSettled: settle,
      },
    );
  }

  function submitOtp() {
    const code = otpCode.trim();
    if (code === '') {
      setOtpError(translate(i18n, REQUIRED));
      return;
    }
    setOtpError(undefined);
    if (!otp || !begin()) return;
    verifyOtp.mutate(
      { otpToken: otp.otpToken, otpCode: code },
      { onSuccess: () => go({ type: 'otpVerified' }), onError: fail, onSettled: settle },
    );
  }

  function submitProfile() {
    const result = validateRegisterProfile({
      name: profile.name,
      phone,
      password: profile.password,
      confirmPassword: profile.confirmPassword,
    });
    if (!result.ok) {
      setProfileErrors(translateErrors(i18n, result.errors));
      return;
    }
    setProfileErrors({});
    if (!begin()) return;
    const payload = buildRegisterPayload({
      profile: result.value,
      sourceCode: profile.sourceCode,
      inviteCode: profile.inviteCode.trim(),
    });
    // Step 3 knows no bank yet: only the fields collected so far are checked.
    validateAccount.mutate(
      {
        username: payload.username,
        name: payload.name,
        password: payload.password,
        ...(payload.sourceCode ? { sourceCode: payload.sourceCode } : {}),
        ...(payload.inviteCode ? { inviteCode: payload.inviteCode } : {}),
      },
      { onSuccess: () => go({ type: 'profileValidated' }), onError: fail, onSettled: settle },
    );
  }

  function submitBank() {
    if (step !== 4) return;
    const profileResult = validateRegisterProfile({
      name: profile.name,
      phone,
      password: profile.password,
      confirmPassword: profile.confirmPassword,
    });
    const bankResult = validateRegisterBank(bank);
    if (!bankResult.ok) {
      setBankErrors(translateErrors(i18n, bankResult.errors));
      return;
    }
    setBankErrors({});
    if (!profileResult.ok || !begin()) return;
    const payload = buildRegisterPayload({
      profile: profileResult.value,
      bank: bankResult.value,
      sourceCode: profile.sourceCode,
      inviteCode: profile.inviteCode.trim(),
      ...(config.laosBuild ? { currency: bank.currency } : {}),
    });
    register.mutate(payload, {
      onSuccess: () => {
        clearInviteCode();
        toast.success(t`Registration complete. Please log in.`);
        go({ type: 'registered' });
      },
      onError: fail,
      onSettled: settle,
    });
  }

  const titles: Record<1 | 2 | 3 | 4, string> = {
    1: t`Your phone number`,
    2: t`Confirm your phone number`,
    3: t`Your profile`,
    4: t`Your bank account`,
  };

  return (
    <main className="wl-register" aria-labelledby="register-title">
      <h1 id="register-title" className="wl-register__title">
        <Trans>Register</Trans>
      </h1>
      <Stepper steps={stepNames} current={stepperCurrent} className="wl-register__stepper" />
      <section className="wl-register__step" aria-labelledby="register-step-title">
        <h2 id="register-step-title" ref={headingRef} tabIndex={-1} className="wl-register__step-title">
          {titles[visibleStep]}
        </h2>
        {step === 1 ? (
          <PhoneStep
            phone={phone}
            onPhoneChange={setPhone}
            error={phoneError}
            serverError={serverError}
            pending={sendOtp.isPending || (otpLookup.isPending && otpLookup.fetchStatus === 'fetching')}
            onSubmit={submitPhone}
          />
        ) : null}
        {step === 2 && otp ? (
          <OtpStep
            phone={phone.trim()}
            otpRef={otp.otpRef}
            code={otpCode}
            onCodeChange={setOtpCode}
            error={otpError}
            serverError={serverError}
            verifying={verifyOtp.isPending}
            resending={sendOtp.isPending}
            onSubmit={submitOtp}
            onResend={resendOtp}
            onBack={() => go({ type: 'back' })}
          />
        ) : null}
        {step === 3 ? (
          <ProfileStep
            value={profile}
            onChange={(patch) => setProfile((current) => ({ ...current, ...patch }))}
            inviteCodeLocked={storedInviteCode !== null}
            sources={sourceOptions}
            errors={profileErrors}
            serverError={serverError}
            pending={validateAccount.isPending}
            onSubmit={submitProfile}
            onBack={() => go({ type: 'back' })}
          />
        ) : null}
        {step === 4 || step === 'done' ? (
          <BankStep
            value={bank}
            onChange={(patch) => setBank((current) => ({ ...current, ...patch }))}
            banks={bankOptions}
            showCurrency={config.laosBuild}
            errors={bankErrors}
            serverError={serverError}
            pending={register.isPending}
            done={step === 'done'}
            onSubmit={submitBank}
            onBack={() => go({ type: 'back' })}
          />
        ) : null}
      </section>
    </main>
  );
}
