// Fixture builders: account.
import type { OtpSendResponse, Profile, RegisterPayload } from '../../generated/openapi';
import { FIXTURE_NOW, builder } from './builder';

export const buildProfile = builder<Profile>(() => ({
  _id: '64f1c2a9e4b0a1b2c3d4e5f6',
  username: '0812345678',
  name: 'Somchai Demo',
  bankCode: 'SCB',
  bankAccountName: 'SOMCHAI DEMO',
  bankAccountNo: '1234567890',
  createdAt: FIXTURE_NOW,
  coin: 3,
}));
export const buildRegisterPayload = builder<RegisterPayload>(() => ({
  name: 'Somsri Demo',
  username: '0898765432',
  password: 'secret123',
  sourceCode: 'FACEBOOK',
  bankCode: 'SCB',
  bankAccountName: 'SOMSRI DEMO',
  bankAccountNo: '9876543210',
}));
export const buildOtpSendResponse = builder<OtpSendResponse>(() => ({
  otpRef: 'AB12',
  otpToken: 'otp-7f3a9c',
  code: 'SUCCESS',
}));
