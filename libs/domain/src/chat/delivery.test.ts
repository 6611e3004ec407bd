import { describe, expect, it } from 'vitest';
import {
  type DeliveryEvent,
  type DeliveryStatus,
  MEDIA_DELIVERY_STATUSES,
  canResendOrRemove,
  nextDeliveryStatus,
} from './delivery';

describe('chat delivery', () => {
  it.each<[DeliveryStatus, DeliveryEvent, DeliveryStatus]>([
    ['uploading_file', { type: 'uploaded' }, 'sending'],
    ['sending', { type: 'uploaded' }, 'sending'],
    ['sending', { type: 'sent' }, 'succeed'],
    ['uploading_file', { type: 'sent' }, 'uploading_file'],
    ['uploading_file', { type: 'error' }, 'failed'],
    ['sending', { type: 'error' }, 'failed'],
    ['succeed', { type: 'error' }, 'succeed'],
    ['failed', { type: 'resend', media: true }, 'uploading_file'],
    ['failed', { type: 'resend', media: false }, 'sending'],
    ['succeed', { type: 'resend', media: true }, 'succeed'],
  ])('%s with %j goes to %s', (status, event, next) => {
    expect(nextDeliveryStatus(status, event)).toBe(next);
  });

  it('offers resend and remove only for failed items', () => {
    expect(MEDIA_DELIVERY_STATUSES.filter(canResendOrRemove)).toEqual(['failed']);
  });
});
