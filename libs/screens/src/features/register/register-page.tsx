import { useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { Trans, useLingui } from '@lingui/react/macro';
import {
  buildRegisterPayload,
  inviterCodeFromQuery,
  DEFAULT_LAOS_CURRENCY,
  nextRegistrationStep,
  REGISTER_REDIRECT_MS,
  validateOtpCode,
  validatePhoneForRule,
  validateRegisterBank,
  validateRegisterProfile,
  type RegistrationEvent,
  type RegistrationStep,
} from '@wallet/domain';
import type { OtpSendResponse } from '@wallet/api-client';
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
import { useDomainForm } from '../../shared/forms/use-domain-form';
import { PageLayout } from '../../shared/page-layout/page-layout';
import { BankStep, type BankDraft } from './bank-step';
import { clearInviteCode, readInviteCode, rememberInviteCodeFrom } from './invite-code-storage';
import { OtpStep } from './otp-step';
import { PhoneStep } from './phone-step';
import { ProfileStep, type ProfileDraft } from './profile-step';
import { useBankName } from '../../shared/use-bank-name';
import './register-page.css';
import { paths } from '../../shared/paths';

/** The code sent last; `sent` counts the codes sent, so the resend countdown starts again with each one. */
type OtpSession = Pick<OtpSendResponse, 'otpRef' | 'otpToken'> & { sent: number };

/** /register: the 4-step wizard in docs/product.md#registration; every step's input survives going back and forth. */
export function RegisterPage() {
  const { t } = useLingui();
  const { config } = useAppContext();
  const navigate = useNavigate();
  const { search } = useLocation();
  const toast = useToast();

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
  const bankName = useBankName();
  const bankOptions = useMemo(
    () => (banks.data?.banks ?? []).map((b) => ({ value: b.code, label: bankName(b) })),
    [banks.data, bankName],
  );

  useEffect(() => {
    rememberInviteCodeFrom(search);
  }, [search]);

  // The new step's title takes the focus so screen readers announce where the player is. In a layout effect, so it
  // happens before the step is painted: a player who starts typing at once never has the focus pulled away mid-word.
  useLayoutEffect(() => {
    if (firstRender.current) {
      firstRender.current = false;
      return;
    }
    headingRef.current?.focus();
  }, [visibleStep]);

  // Success: the toast stays visible while the product waits, then goes to /login.
  useEffect(() => {
    if (step !== 'done') return;
    const timer = setTimeout(
      () => void navigate(paths.login.getHref(), { replace: true }),
      REGISTER_REDIRECT_MS,
    );
    return () => clearTimeout(timer);
  }, [step, navigate]);

  // Moving between steps clears the messages of the last submit (what was typed stays).
  const go = (event: RegistrationEvent) => {
    for (const form of [phoneForm, otpForm, profileForm, bankForm]) form.clearMessages();
    setStep((current) => nextRegistrationStep(current, event));
  };
  const profileInput = {
    name: profile.name,
    phone,
    password: profile.password,
    confirmPassword: profile.confirmPassword,
  };

  // Step 1, and "send a new code" on step 2: the phone is sent for an OTP (when OTP is on).
  const phoneForm = useDomainForm({
    values: { phone },
    initialValues: { phone: '' },
    isIncomplete: () => otpLookup.isPending,
    validate: (values) => validatePhoneForRule(values.phone, config.phoneRule),
    submit: (phoneNumber) => (otpEnabled ? sendOtp.mutateAsync({ phoneNumber }) : Promise.resolve(null)),
    onSuccess: (sent) => {
      if (!sent) return go({ type: 'phoneAccepted', otpEnabled: false });
      if (step === 2 && sent.code === 'OTP_VERIFIED') return go({ type: 'otpVerified' });
      setOtp((last) => ({ otpRef: sent.otpRef, otpToken: sent.otpToken, sent: (last?.sent ?? 0) + 1 }));
      setOtpCode('');
      if (step === 1) go({ type: 'phoneAccepted', otpEnabled: true, sendCode: sent.code });
    },
  });

  const otpForm = useDomainForm({
    values: { otpCode },
    initialValues: { otpCode: '' },
    isIncomplete: () => otp === null,
    validate: (values) => validateOtpCode(values.otpCode),
    submit: (code) => verifyOtp.mutateAsync({ otpToken: otp?.otpToken ?? '', otpCode: code }),
    onSuccess: () => go({ type: 'otpVerified' }),
  });

  const profileForm = useDomainForm({
    values: profile,
    initialValues: profile,
    validate: () => validateRegisterProfile(profileInput),
    // Step 3 knows no bank yet: only the fields collected so far are checked.
    submit: (value) => {
      const payload = buildRegisterPayload({
        profile: value,
        sourceCode: profile.sourceCode,
        inviteCode: profile.inviteCode.trim(),
      });
      return validateAccount.mutateAsync({
        username: payload.username,
        name: payload.name,
        password: payload.password,
        ...(payload.sourceCode ? { sourceCode: payload.sourceCode } : {}),
        ...(payload.inviteCode ? { inviteCode: payload.inviteCode } : {}),
      });
    },
    onSuccess: () => go({ type: 'profileValidated' }),
  });

  const profileResult = validateRegisterProfile(profileInput);
  const bankForm = useDomainForm({
    values: bank,
    initialValues: bank,
    // Registered (or, impossibly, an invalid profile): nothing can be sent again.
    isIncomplete: () => step !== 4 || !profileResult.ok,
    validate: validateRegisterBank,
    submit: (value) =>
      profileResult.ok
        ? register.mutateAsync(
            buildRegisterPayload({
              profile: profileResult.value,
              bank: value,
              sourceCode: profile.sourceCode,
              inviteCode: profile.inviteCode.trim(),
              ...(config.laosBuild ? { currency: bank.currency } : {}),
            }),
          )
        : Promise.reject(new Error('The profile step is not complete')),
    onSuccess: () => {
      clearInviteCode();
      toast.success(t`Registration complete. Please log in.`);
      go({ type: 'registered' });
    },
  });

  const titles: Record<1 | 2 | 3 | 4, string> = {
    1: t`Your phone number`,
    2: t`Confirm your phone number`,
    3: t`Your profile`,
    4: t`Your bank account`,
  };

  return (
    <PageLayout className="wl-register" title={<Trans>Register</Trans>}>
      <Stepper steps={stepNames} current={stepperCurrent} className="wl-register__stepper" />
      <section className="wl-register__step" aria-labelledby="register-step-title">
        <h2 id="register-step-title" ref={headingRef} tabIndex={-1} className="wl-register__step-title">
          {titles[visibleStep]}
        </h2>
        {step === 1 ? (
          <PhoneStep
            phone={phone}
            onPhoneChange={setPhone}
            error={phoneForm.errors.phone}
            serverError={phoneForm.serverError}
            serverNextStep={phoneForm.serverNextStep}
            pending={phoneForm.pending || (otpLookup.isPending && otpLookup.fetchStatus === 'fetching')}
            onSubmit={phoneForm.handleSubmit}
          />
        ) : null}
        {step === 2 && otp ? (
          <OtpStep
            phone={phone.trim()}
            otpRef={otp.otpRef}
            sentKey={String(otp.sent)}
            code={otpCode}
            onCodeChange={setOtpCode}
            error={otpForm.errors.otpCode}
            serverError={otpForm.serverError ?? phoneForm.serverError}
            serverNextStep={otpForm.serverError ? otpForm.serverNextStep : phoneForm.serverNextStep}
            verifying={otpForm.pending}
            resending={phoneForm.pending}
            onSubmit={otpForm.handleSubmit}
            onResend={phoneForm.handleSubmit}
            onBack={() => go({ type: 'back' })}
          />
        ) : null}
        {step === 3 ? (
          <ProfileStep
            value={profile}
            onChange={(patch) => setProfile((current) => ({ ...current, ...patch }))}
            inviteCodeLocked={storedInviteCode !== null}
            sources={sourceOptions}
            errors={profileForm.errors}
            serverError={profileForm.serverError}
            serverNextStep={profileForm.serverNextStep}
            pending={profileForm.pending}
            onSubmit={profileForm.handleSubmit}
            onBack={() => go({ type: 'back' })}
          />
        ) : null}
        {step === 4 || step === 'done' ? (
          <BankStep
            value={bank}
            onChange={(patch) => setBank((current) => ({ ...current, ...patch }))}
            banks={bankOptions}
            showCurrency={config.laosBuild}
            errors={bankForm.errors}
            serverError={bankForm.serverError}
            serverNextStep={bankForm.serverNextStep}
            pending={bankForm.pending}
            done={step === 'done'}
            onSubmit={bankForm.handleSubmit}
            onBack={() => go({ type: 'back' })}
          />
        ) : null}
      </section>
    </PageLayout>
  );
}
