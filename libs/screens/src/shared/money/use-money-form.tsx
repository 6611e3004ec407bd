// One money form, wired once: the domain form (validation, translated field errors, one submit at a time), the
// money action (one request per confirm, its key, pending, the hook's recheck after no answer), the outcome (success
// dialog, error dialog or the text under the form) and the unknown-result notice. A feature gives its fields and its
// domain rule; transfer, withdraw, gift link and QR create are built on it.
import { useState, type ReactNode } from 'react';
import type { FormResult } from '@wallet/domain';
import { FormError } from '../forms/form-error';
import { useDomainForm, type DomainForm } from '../forms/use-domain-form';
import { useRefusal } from '../use-error-text';
import { useMoneyOutcome, type MoneyOutcome } from './money-outcome-dialogs';
import { UnknownResultNotice } from './unknown-result-notice';
import { useMoneyAction, type MoneyAction, type MoneyCall } from './use-money-action';

export interface MoneyFormOptions<F extends object, K extends string, Value, V, R> {
  initialValues: F;
  /** The feature's domain rule: the confirmed value, or one message per failing field. */
  validate: (values: F) => FormResult<K, Value>;
  /** Stops silently (no message, no request), e.g. a QR amount under the provider's minimum. */
  isIncomplete?: (values: F) => boolean;
  /** The money hook's result (`useTransfer()`, ...). */
  mutation: MoneyCall<V, R>;
  /** The hook's inputs from the confirmed value (default: the value itself). */
  toInput?: (value: Value) => V | Promise<V>;
  /** 'dialog': the success dialog of `MoneyOutcomeDialogs` (the modal closes behind it); 'none': onSuccess says it. */
  success?: 'dialog' | 'none';
  /** Where a refusal is said: the error dialog (default), under the form ('inline'), or by the feature. */
  failure?: 'dialog' | 'inline' | ((error: unknown) => void);
  onSuccess?: (result: R, value: Value) => void;
}

export interface MoneyFormState<F extends object, K extends string, Value> {
  form: DomainForm<F, K>;
  action: MoneyAction<Value>;
  outcome: MoneyOutcome;
  /** True while a submit or its request is on its way: the confirm shows its pending state. */
  pending: boolean;
  /** The refusal said under the form ('inline'), or the form's own error. */
  errorText: string | null;
  /** What the player can do about `errorText`, or null. */
  errorNextStep: string | null;
}

export function useMoneyForm<F extends object, K extends string, Value, V = Value, R = unknown>(
  options: MoneyFormOptions<F, K, Value, V, R>,
): MoneyFormState<F, K, Value> {
  const refusal = useRefusal();
  const outcome = useMoneyOutcome();
  // The failure itself, read into texts at render: its next step may arrive after it (use-error-text.ts).
  const [inlineFailed, setInlineFailure] = useState<{ error: unknown } | null>(null);
  const inlineFailure = inlineFailed ? refusal(inlineFailed.error) : null;
  const { failure = 'dialog' } = options;

  const action = useMoneyAction<V, R, Value>({
    mutation: options.mutation,
    ...(options.toInput ? { toInput: options.toInput } : {}),
    onSuccess: (result, value) => {
      setInlineFailure(null);
      if (options.success === 'dialog') outcome.succeed();
      options.onSuccess?.(result, value);
    },
    // Refused (or offline): nothing moved; the form keeps what the player chose and typed.
    onFailure: (error) => {
      if (failure === 'dialog') outcome.fail(error);
      else if (failure === 'inline') setInlineFailure({ error });
      else failure(error);
    },
  });

  const form = useDomainForm<F, K, Value>({
    initialValues: options.initialValues,
    validate: options.validate,
    ...(options.isIncomplete ? { isIncomplete: options.isIncomplete } : {}),
    submit: (value) => {
      setInlineFailure(null);
      return action.confirm(value);
    },
  });

  return {
    form,
    action,
    outcome,
    pending: action.pending || form.pending,
    errorText: inlineFailure ? inlineFailure.text : form.serverError,
    errorNextStep: inlineFailure ? inlineFailure.nextStep : form.serverNextStep,
  };
}

/** The form element of a money form: the feature's fields and confirm, then the refusal and the unknown-result notice. */
export function MoneyForm<F extends object, K extends string, Value>({
  money,
  className,
  children,
}: {
  money: MoneyFormState<F, K, Value>;
  className?: string;
  children: ReactNode;
}) {
  return (
    <form
      className={className ? `wl-form ${className}` : 'wl-form'}
      onSubmit={money.form.handleSubmit}
      noValidate
    >
      {children}
      <FormError message={money.errorText} nextStep={money.errorNextStep} />
      <UnknownResultNotice status={money.action.status} />
    </form>
  );
}
