// Slip failure reasons in docs/product.md#slips that have a message; any other reason shows none.

/** Slip failure reasons that show a message in brackets after the status. Example: `SLIP_FAILURE_REASONS.includes('EXPIRED_SLIP')`. */
export const SLIP_FAILURE_REASONS = [
  'UPLOADED_FILE_NOT_EXIST',
  'IMG_SIZE_UNABLE_TO_PROCESS',
  'CANNOT_READ_CROPPED_IMAGE',
  'DEST_ACC_INVALID',
  'SLIP_REFNO_DUPLICATED',
  'UNSTABLE_REFNO_ON_SLIP',
  'TRIPPLE_WRONG_CAPTCHA',
  'INVALID_SLIP',
  'NOT_MATCH',
  'EXPIRED_SLIP',
  'UNKNOW_ERROR',
] as const;

/** A slip failure reason with a message. Example: `const r: SlipFailureReason = 'NOT_MATCH'`. */
export type SlipFailureReason = (typeof SLIP_FAILURE_REASONS)[number];
