// Labelled text input with hint and error under the field; the numeric variant opens the decimal keypad for amounts.
import { useId, useState, type InputHTMLAttributes, type ReactNode, type Ref } from 'react';
import { cx } from '../internal/cx';
import { FieldMessages } from '../field/field-messages';
import { useKitTexts } from '../texts/kit-texts';
import { changeEventOf, useChangedBeforeHydration } from '../internal/use-changed-before-hydration';

export interface TextFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'size' | 'prefix'> {
  label: ReactNode;
  /** Error shown under the field; marks the input invalid and describes it. */
  error?: ReactNode;
  hint?: ReactNode;
  /** Amount entry: decimal keypad, digits only, right-aligned figures. */
  numeric?: boolean;
  /** Text or icon before the value (e.g. a currency sign). */
  prefix?: ReactNode;
  suffix?: ReactNode;
  /** Password fields get a show/hide toggle. */
  revealable?: boolean;
  ref?: Ref<HTMLInputElement>;
}

/** Text, password and amount input with its label, hint and error wired up for screen readers. */
export function TextField({
  label,
  error,
  hint,
  numeric = false,
  prefix,
  suffix,
  revealable = false,
  id,
  type = 'text',
  className,
  required,
  ref,
  ...rest
}: TextFieldProps) {
  const texts = useKitTexts();
  const autoId = useId();
  const inputId = id ?? `wk-tf-${autoId}`;
  const hintId = hint ? `${inputId}-hint` : undefined;
  const errorId = error ? `${inputId}-error` : undefined;
  const [revealed, setRevealed] = useState(false);
  const describedBy = [hintId, errorId].filter(Boolean).join(' ') || undefined;
  const inputType = revealable && type === 'password' && revealed ? 'text' : type;
  const { value, onChange } = rest;
  const inputRef = useChangedBeforeHydration<HTMLInputElement>(
    (input) => value !== undefined && value !== null && input.value !== String(value),
    onChange && ((input) => onChange(changeEventOf(input))),
    ref,
  );

  return (
    <div className={cx('wk-field', numeric && 'wk-field--numeric', error && 'wk-field--invalid', className)}>
      <label className="wk-field__label" htmlFor={inputId}>
        {label}
        {required ? (
          <span aria-hidden="true" className="wk-field__required">
            *
          </span>
        ) : null}
      </label>
      <div className="wk-field__control">
        {prefix ? <span className="wk-field__adornment">{prefix}</span> : null}
        <input
          ref={inputRef}
          id={inputId}
          className="wk-field__input"
          type={numeric ? 'text' : inputType}
          inputMode={numeric ? 'decimal' : rest.inputMode}
          autoComplete={numeric ? 'off' : rest.autoComplete}
          required={required}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy}
          {...rest}
        />
        {suffix ? <span className="wk-field__adornment">{suffix}</span> : null}
        {revealable && type === 'password' ? (
          <button
            type="button"
            className="wk-field__toggle"
            aria-pressed={revealed}
            aria-controls={inputId}
            onClick={() => setRevealed((v) => !v)}
          >
            {revealed ? texts.hidePassword : texts.showPassword}
          </button>
        ) : null}
      </div>
      <FieldMessages hint={hint} hintId={hintId} error={error} errorId={errorId} />
    </div>
  );
}
