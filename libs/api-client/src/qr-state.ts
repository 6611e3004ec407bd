// The QR state of a provider without a live code, as the server answers it: the screens start from it and the
// sandbox answers it, so its shape is written once.
import type { QrState } from './generated/openapi';

/** No live QR code (every field null). Example: `qr.hasQrcode ? show(qr) : NO_QR_STATE`. */
export const NO_QR_STATE: Readonly<QrState> = Object.freeze({
  qrcodeId: null,
  hasQrcode: false,
  qrcode: null,
  amount: null,
  expireIn: null,
  message: null,
});
