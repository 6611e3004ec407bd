// Registration wizard state machine in docs/product.md#registration.

/** A wizard step, or 'done' once registered (the app shows a toast, then /login after REGISTER_REDIRECT_MS). Example: `const s: RegistrationStep = 3`. */
export type RegistrationStep = 1 | 2 | 3 | 4 | 'done';

/** What happened on the current step. Example: `{ type: 'otpSent', otpEnabled: true, sendCode: 'OTP_VERIFIED' }`. */
export type RegistrationEvent =
  | { type: 'phoneAccepted'; otpEnabled: boolean; sendCode?: string | null }
  | { type: 'otpVerified' }
  | { type: 'profileValidated' }
  | { type: 'registered' }
  | { type: 'back' };

/** Step after phone entry: OTP (2) when OTP is enabled and the send code is not OTP_VERIFIED, else profile (3). Example: `stepAfterPhone(true, 'OTP_VERIFIED') === 3`. */
export function stepAfterPhone(otpEnabled: boolean, sendCode?: string | null): 2 | 3 {
  return otpEnabled && sendCode !== 'OTP_VERIFIED' ? 2 : 3;
}

/** Next wizard step; an event that does not belong to the current step leaves it unchanged. Example: `nextRegistrationStep(3, { type: 'profileValidated' }) === 4`. */
export function nextRegistrationStep(step: RegistrationStep, event: RegistrationEvent): RegistrationStep {
  switch (event.type) {
    case 'phoneAccepted':
      return step === 1 ? stepAfterPhone(event.otpEnabled, event.sendCode) : step;
    case 'otpVerified':
      return step === 2 ? 3 : step;
    case 'profileValidated':
      return step === 3 ? 4 : step;
    case 'registered':
      return step === 4 ? 'done' : step;
    case 'back':
      return previousRegistrationStep(step);
  }
}

// Going back from the profile skips the OTP step: the code is single use and the phone is already verified.
function previousRegistrationStep(step: RegistrationStep): RegistrationStep {
  if (step === 2 || step === 3) return 1;
  if (step === 4) return 3;
  return step;
}
