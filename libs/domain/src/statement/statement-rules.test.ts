import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { englishMessages } from '../messages/english-messages';
import { SLIP_FAILURE_REASONS } from './slip-reasons';
import {
  STATEMENT_TYPES,
  slipReasonMessageId,
  slipStatusMessageId,
  statementSign,
  statementStatusMessageId,
  statusKind,
} from './statement-rules';

describe('statement and slip status', () => {
  it.each([
    ['SUCCESS', 'success', 'statement.status.success', 'slip.status.success'],
    ['success', 'success', 'statement.status.success', 'slip.status.success'],
    ['FAILED', 'failed', 'statement.status.failed', 'slip.status.failed'],
    [' failed ', 'failed', 'statement.status.failed', 'slip.status.failed'],
    ['PENDING', 'inProgress', 'statement.status.inProgress', 'slip.status.processing'],
    ['processing', 'inProgress', 'statement.status.inProgress', 'slip.status.processing'],
    ['', 'inProgress', 'statement.status.inProgress', 'slip.status.processing'],
    [null, 'inProgress', 'statement.status.inProgress', 'slip.status.processing'],
    [undefined, 'inProgress', 'statement.status.inProgress', 'slip.status.processing'],
  ])('%j is %s', (status, kind, statementId, slipId) => {
    expect(statusKind(status)).toBe(kind);
    expect(statementStatusMessageId(status)).toBe(statementId);
    expect(slipStatusMessageId(status)).toBe(slipId);
  });

  it('counts anything but SUCCESS and FAILED as in progress', () => {
    fc.assert(
      fc.property(fc.string(), (status) => {
        const upper = status.trim().toUpperCase();
        if (upper !== 'SUCCESS' && upper !== 'FAILED') expect(statusKind(status)).toBe('inProgress');
      }),
    );
  });
});

describe('statementSign', () => {
  it('covers every statement type', () => {
    expect(STATEMENT_TYPES.map(statementSign)).toEqual(['+', '+', '', '-', '']);
  });

  it.each([
    ['deposit', '+'],
    ['bonus', '+'],
    ['withdraw', '-'],
    ['transfer', ''],
    ['finish_bonus', ''],
    ['DEPOSIT', ''],
    ['other', ''],
  ])('%s has sign %j', (type, sign) => {
    expect(statementSign(type)).toBe(sign);
  });
});

describe('slipReasonMessageId', () => {
  it.each([
    ['UPLOADED_FILE_NOT_EXIST', 'Incorrect slip'],
    ['IMG_SIZE_UNABLE_TO_PROCESS', 'Incorrect slip'],
    ['CANNOT_READ_CROPPED_IMAGE', 'Incorrect slip'],
    ['DEST_ACC_INVALID', 'Wrong destination account'],
    ['SLIP_REFNO_DUPLICATED', 'Duplicate slip'],
    ['UNSTABLE_REFNO_ON_SLIP', 'Cannot read the reference number'],
    ['TRIPPLE_WRONG_CAPTCHA', 'Captcha wrong three times in a row'],
    ['INVALID_SLIP', 'Cannot read the slip'],
    ['NOT_MATCH', 'The account number differs from the registered one'],
    ['EXPIRED_SLIP', 'Expired slip'],
    ['UNKNOW_ERROR', 'Unknown error, please contact admin'],
  ])('%s shows %j', (reason, text) => {
    const id = slipReasonMessageId(reason);
    expect(id).toBe(`slip.reason.${reason}`);
    expect(id && englishMessages[id]).toBe(text);
  });

  it('lists exactly the reasons of section 8', () => {
    expect(SLIP_FAILURE_REASONS).toHaveLength(11);
  });

  it.each(['SOMETHING_ELSE', 'expired_slip', '', null, undefined])('shows nothing for %j', (reason) => {
    expect(slipReasonMessageId(reason)).toBeNull();
  });
});
