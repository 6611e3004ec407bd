// Chat media delivery states in docs/product.md#chat: uploading_file -> sending -> succeed | failed; failed can be resent or removed.

/** Delivery statuses of a chat message, as the server names them. Example: `MEDIA_DELIVERY_STATUSES.includes('failed')`. */
export const MEDIA_DELIVERY_STATUSES = ['uploading_file', 'sending', 'succeed', 'failed'] as const;

/** A delivery status. Example: `const s: DeliveryStatus = 'sending'`. */
export type DeliveryStatus = (typeof MEDIA_DELIVERY_STATUSES)[number];

/** What happened to a message being delivered. Example: `{ type: 'uploaded' }`. */
export type DeliveryEvent =
  { type: 'uploaded' } | { type: 'sent' } | { type: 'error' } | { type: 'resend'; media: boolean };

/** Next delivery status; events outside their status are ignored. Example: `nextDeliveryStatus('uploading_file', { type: 'uploaded' }) === 'sending'`. */
export function nextDeliveryStatus(status: DeliveryStatus, event: DeliveryEvent): DeliveryStatus {
  switch (event.type) {
    case 'uploaded':
      return status === 'uploading_file' ? 'sending' : status;
    case 'sent':
      return status === 'sending' ? 'succeed' : status;
    case 'error':
      return status === 'uploading_file' || status === 'sending' ? 'failed' : status;
    case 'resend':
      return status === 'failed' ? (event.media ? 'uploading_file' : 'sending') : status;
  }
}

/** A failed item offers resend and remove. Example: `canResendOrRemove('failed') === true`. */
export function canResendOrRemove(status: DeliveryStatus): boolean {
  return status === 'failed';
}
