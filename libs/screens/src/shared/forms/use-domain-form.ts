// The one form mechanism of the screens: the domain validates, fields show translated errors, the server's error
// shows translated under the form, what the player typed stays on failure, and a second submit while one runs
// sends nothing.
import { useCallback, useRef, useState, type ChangeEvent, type FormEvent } from 'react';
import { useLingui } from '@lingui/react';
import type { FieldErrors, FormResult } from '@wallet/domain';
import { translate } from '../../i18n/translate';
import { useRefusal } from '../use-error-text';

export type FieldTexts<F extends string> = Partial<Record<F, string>>;

export interface DomainFormOptions<V extends object, F extends string, Out, R> {
  initialValues: V;
  /** The domain's validator: normalized values or one message per failing field. */
  validate: (values: V) => FormResult<F, Out>;
  /** The call; its rejection becomes the translated server error (unless `onError` takes it). */
  submit: (value: Out, values: V) => Promise<R>;
  /** Stops silently (no message, no request) when true, e.g. change password with an empty field (docs/product.md#profile). */
  isIncomplete?: (values: V) => boolean;
  onSuccess?: (result: R, value: Out) => void;
  /** Takes a failure instead of the text under the form (e.g. an error dialog). */
  onError?: (error: unknown) => void;
  /** Back to `initialValues` after success (change password clears its form). */
  resetOnSuccess?: boolean;
  /** Controlled values (a wizard keeps every step's input while the player goes back and forth). */
  values?: V;
  onValuesChange?: (values: V) => void;
}

export interface DomainForm<V extends object, F extends string> {
  values: V;
  setValue<K extends keyof V>(name: K, value: V[K]): void;
  /** Translated message per failing field, from the last submit. */
  errors: FieldTexts<F>;
  /** Translated server error from the last submit, or null. */
  serverError: string | null;
  /** What the player can do about `serverError`, or null. */
  serverNextStep: string | null;
  pending: boolean;
  /** For `<form onSubmit>`; also callable without an event. */
  handleSubmit: (event?: FormEvent<HTMLFormElement>) => void;
  /** Props of a kit TextField bound to a string value: name, value, onChange and its error. */
  textField<K extends keyof V & string>(
    name: K,
  ): { name: K; value: string; onChange: (event: ChangeEvent<HTMLInputElement>) => void; error?: string };
  /** Props of a kit Select bound to a string value. */
  selectField<K extends keyof V & string>(
    name: K,
  ): { name: K; value: string; onValueChange: (value: string) => void; error?: string };
  /** Clears the field and server messages of the last submit; the values stay. */
  clearMessages(): void;
  reset(): void;
}

/** Translates the domain's field messages into the player's language. */
export function useTranslateFieldErrors() {
  const { i18n } = useLingui();
  return useCallback(
    <F extends string>(errors: FieldErrors<F>): FieldTexts<F> => {
      const texts: FieldTexts<F> = {};
      for (const [field, ref] of Object.entries(errors) as [F, FieldErrors<F>[F]][]) {
        if (ref) texts[field] = translate(i18n, ref);
      }
      return texts;
    },
    [i18n],
  );
}

export function useDomainForm<V extends object, F extends string, Out, R = unknown>(
  options: DomainFormOptions<V, F, Out, R>,
): DomainForm<V, F> {
  const refusal = useRefusal();
  const translateErrors = useTranslateFieldErrors();
  const [ownValues, setOwnValues] = useState<V>(options.initialValues);
  const [errors, setErrors] = useState<FieldTexts<F>>({});
  // The failure itself, read into texts at render: its next step may arrive after it (use-error-text.ts).
  const [serverFailure, setServerFailure] = useState<{ error: unknown } | null>(null);
  const serverRefusal = serverFailure ? refusal(serverFailure.error) : null;
  const [pending, setPending] = useState(false);
  // The guard is a ref: 20 taps or Enter presses before React re-renders still send one request.
  const inFlight = useRef(false);
  const latest = useRef(options);
  latest.current = options;

  const values = options.values ?? ownValues;
  const valuesRef = useRef(values);
  valuesRef.current = values;

  const setValues = useCallback((next: V) => {
    valuesRef.current = next;
    if (latest.current.onValuesChange) latest.current.onValuesChange(next);
    if (latest.current.values === undefined) setOwnValues(next);
  }, []);

  const setValue = useCallback(
    <K extends keyof V>(name: K, value: V[K]) => setValues({ ...valuesRef.current, [name]: value }),
    [setValues],
  );

  const handleSubmit = useCallback(
    (event?: FormEvent<HTMLFormElement>) => {
      event?.preventDefault();
      if (inFlight.current) return;
      const opts = latest.current;
      const current = valuesRef.current;
      if (opts.isIncomplete?.(current)) return;
      const result = opts.validate(current);
      setServerFailure(null);
      if (!result.ok) {
        setErrors(translateErrors(result.errors));
        return;
      }
      setErrors({});
      inFlight.current = true;
      setPending(true);
      opts
        .submit(result.value, current)
        .then(
          (answer) => {
            if (opts.resetOnSuccess) setValues(opts.initialValues);
            opts.onSuccess?.(answer, result.value);
          },
          (error: unknown) => {
            if (opts.onError) opts.onError(error);
            else setServerFailure({ error });
          },
        )
        .finally(() => {
          inFlight.current = false;
          setPending(false);
        });
    },
    [setValues, translateErrors],
  );

  // Plain functions, rebuilt each render, so the props they return always carry the current value and error.
  const errorOf = (name: string) => errors[name as F];
  const textField = <K extends keyof V & string>(name: K) => ({
    name,
    value: String(values[name] ?? ''),
    onChange: (event: ChangeEvent<HTMLInputElement>) => setValue(name, event.target.value as V[K]),
    ...(errorOf(name) ? { error: errorOf(name) } : {}),
  });
  const selectField = <K extends keyof V & string>(name: K) => ({
    name,
    value: String(values[name] ?? ''),
    onValueChange: (value: string) => setValue(name, value as V[K]),
    ...(errorOf(name) ? { error: errorOf(name) } : {}),
  });

  const clearMessages = useCallback(() => {
    setErrors({});
    setServerFailure(null);
  }, []);

  const reset = useCallback(() => {
    setValues(latest.current.initialValues);
    setErrors({});
    setServerFailure(null);
  }, [setValues]);

  return {
    values,
    setValue,
    errors,
    serverError: serverRefusal?.text ?? null,
    serverNextStep: serverRefusal?.nextStep ?? null,
    pending,
    handleSubmit,
    textField,
    selectField,
    clearMessages,
    reset,
  };
}
