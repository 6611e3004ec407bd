// Native select (best keyboard and mobile picker support) with the kit's label, hint and error.
import { useId, type ReactNode, type Ref, type SelectHTMLAttributes } from 'react';
import { cx } from '../internal/cx';
import { FieldMessages } from '../field/field-messages';
import { useChangedBeforeHydration } from '../internal/use-changed-before-hydration';

export interface SelectOption<V extends string = string> {
  value: V;
  label: string;
  disabled?: boolean;
  /** Language of the label when it differs from the page (e.g. language names). */
  lang?: string;
}

export interface SelectProps<V extends string = string> extends Omit<
  SelectHTMLAttributes<HTMLSelectElement>,
  'value' | 'defaultValue' | 'onChange'
> {
  label: ReactNode;
  options: ReadonlyArray<SelectOption<V>>;
  value?: V | '';
  defaultValue?: V | '';
  /** Called with the chosen option's value. */
  onValueChange?: (value: V) => void;
  /** Shown as an empty first option until the player chooses. */
  placeholder?: string;
  error?: ReactNode;
  hint?: ReactNode;
  /** Hides the label visually while keeping it as the accessible name (e.g. in a top bar). */
  hideLabel?: boolean;
  ref?: Ref<HTMLSelectElement>;
}

/** Labelled native select; `onValueChange` gets the typed value. */
export function Select<V extends string = string>({
  label,
  options,
  value,
  defaultValue,
  onValueChange,
  placeholder,
  error,
  hint,
  hideLabel = false,
  id,
  className,
  ref,
  required,
  ...rest
}: SelectProps<V>) {
  const autoId = useId();
  const selectId = id ?? `wk-sel-${autoId}`;
  const hintId = hint ? `${selectId}-hint` : undefined;
  const errorId = error ? `${selectId}-error` : undefined;
  const describedBy = [hintId, errorId].filter(Boolean).join(' ') || undefined;
  const choose = (chosenValue: string) => {
    const chosen = options.find((o) => o.value === chosenValue);
    if (chosen) onValueChange?.(chosen.value);
  };
  const selectRef = useChangedBeforeHydration<HTMLSelectElement>(
    (select) => value !== undefined && select.value !== value,
    (select) => choose(select.value),
    ref,
  );
  return (
    <div className={cx('wk-field', error && 'wk-field--invalid', className)}>
      <label className={cx('wk-field__label', hideLabel && 'wk-visually-hidden')} htmlFor={selectId}>
        {label}
        {/* The same mark as a required text field, so a form's required fields all look alike. */}
        {required ? (
          <span aria-hidden="true" className="wk-field__required">
            *
          </span>
        ) : null}
      </label>
      <div className="wk-field__control">
        <select
          required={required}
          ref={selectRef}
          id={selectId}
          className="wk-field__input wk-field__select"
          value={value}
          defaultValue={defaultValue}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy}
          onChange={(event) => choose(event.target.value)}
          {...rest}
        >
          {placeholder !== undefined ? (
            <option value="" disabled>
              {placeholder}
            </option>
          ) : null}
          {options.map((o) => (
            <option key={o.value} value={o.value} disabled={o.disabled} lang={o.lang}>
              {o.label}
            </option>
          ))}
        </select>
      </div>
      <FieldMessages hint={hint} hintId={hintId} error={error} errorId={errorId} />
    </div>
  );
}
