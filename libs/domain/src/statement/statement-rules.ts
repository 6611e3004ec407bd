// Statement and slip rules in docs/product.md#statement: status kind, sign, failure reason message.
import type { MessageId } from '../messages/message-id';
import { SLIP_FAILURE_REASONS, type SlipFailureReason } from './slip-reasons';

/** Outcome of a statement or slip. Example: `const k: StatusKind = 'inProgress'`. */
export type StatusKind = 'success' | 'failed' | 'inProgress';

/** SUCCESS and FAILED (any case), anything else in progress. Example: `statusKind('PENDING') === 'inProgress'`. */
export function statusKind(status: string | null | undefined): StatusKind {
  const value = (status ?? '').trim().toUpperCase();
  if (value === 'SUCCESS') return 'success';
  if (value === 'FAILED') return 'failed';
  return 'inProgress';
}

/** Message of a statement status. Example: `statementStatusMessageId('SUCCESS') === 'statement.status.success'`. */
export function statementStatusMessageId(status: string | null | undefined): MessageId {
  return `statement.status.${statusKind(status)}`;
}

/** Message of a slip status. Example: `slipStatusMessageId('WAITING') === 'slip.status.processing'`. */
export function slipStatusMessageId(status: string | null | undefined): MessageId {
  const kind = statusKind(status);
  return kind === 'inProgress' ? 'slip.status.processing' : `slip.status.${kind}`;
}

/** Statement types in docs/product.md#statement. Example: `STATEMENT_TYPES.includes('finish_bonus')`. */
export const STATEMENT_TYPES = ['deposit', 'bonus', 'finish_bonus', 'withdraw', 'transfer'] as const;

/** Sign shown before an amount: '+' deposit and bonus, '-' withdraw, '' otherwise. Example: `statementSign('withdraw') === '-'`. */
export function statementSign(statementType: string): '+' | '-' | '' {
  if (statementType === 'deposit' || statementType === 'bonus') return '+';
  if (statementType === 'withdraw') return '-';
  return '';
}

const reasons: ReadonlySet<string> = new Set(SLIP_FAILURE_REASONS);

/** Message shown in brackets after a failed slip's status, or null for reasons without one. Example: `slipReasonMessageId('EXPIRED_SLIP') === 'slip.reason.EXPIRED_SLIP'`. */
export function slipReasonMessageId(reason: string | null | undefined): MessageId | null {
  const value = (reason ?? '').trim();
  return reasons.has(value) ? `slip.reason.${value as SlipFailureReason}` : null;
}
