// Fixture builders: qr code.
import type { QrState } from '../../generated/openapi';
import { NO_QR_STATE } from '../../qr-state';
import { builder } from './builder';

export const buildQrState = builder<QrState>(() => ({
  qrcodeId: 'qr-0001',
  hasQrcode: true,
  qrcode: '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 10 10"><rect width="10" height="10"/></svg>',
  amount: 100,
  expireIn: 900,
  message: null,
}));
/** No live QR code for the provider. */
export const buildEmptyQrState = builder<QrState>(() => ({ ...NO_QR_STATE }));
