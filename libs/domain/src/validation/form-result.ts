// Shared result shape of the form validators: normalized values, or one message per failing field.
import type { MessageRef } from '../messages/message-id';

/** One message per failing field. Example: `const e: FieldErrors<'phone'> = { phone: { id: 'validation.required' } }`. */
export type FieldErrors<F extends string> = Partial<Record<F, MessageRef>>;

/** Outcome of a form validator. Example: `if (result.ok) submit(result.value); else show(result.errors)`. */
export type FormResult<F extends string, V> = { ok: true; value: V } | { ok: false; errors: FieldErrors<F> };

/** Builds the result from collected errors. Example: `formResult({}, 1)` gives `{ ok: true, value: 1 }`. */
export function formResult<F extends string, V>(errors: FieldErrors<F>, value: V): FormResult<F, V> {
  return Object.keys(errors).length === 0 ? { ok: true, value } : { ok: false, errors };
}

/** The 'required' message. Example: `REQUIRED.id === 'validation.required'`. */
export const REQUIRED: MessageRef = Object.freeze({ id: 'validation.required' });

/** True when a form text is empty after trimming. Example: `isBlank('  ') === true`. */
export function isBlank(value: string | null | undefined): boolean {
  return value === null || value === undefined || value.trim() === '';
}

/** Parsed amount input: empty, not a number, or the number. Example: `parseAmountInput('12.5')` gives `{ kind: 'number', value: 12.5 }`. */
export function parseAmountInput(
  input: string | number | null | undefined,
): { kind: 'empty' } | { kind: 'invalid' } | { kind: 'number'; value: number } {
  if (input === null || input === undefined) return { kind: 'empty' };
  if (typeof input === 'number')
    return Number.isFinite(input) ? { kind: 'number', value: input } : { kind: 'invalid' };
  const text = input.trim();
  if (text === '') return { kind: 'empty' };
  const value = Number(text);
  return Number.isFinite(value) ? { kind: 'number', value } : { kind: 'invalid' };
}
