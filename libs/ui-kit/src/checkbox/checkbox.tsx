// Native checkbox with a large hit area (the whole label row) and an optional error under it.
import { useId, type InputHTMLAttributes, type ReactNode, type Ref } from 'react';
import { cx } from '../internal/cx';
import { FieldMessages } from '../field/field-messages';
import { changeEventOf, useChangedBeforeHydration } from '../internal/use-changed-before-hydration';

export interface CheckboxProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'type'> {
  label: ReactNode;
  error?: ReactNode;
  ref?: Ref<HTMLInputElement>;
}

/** Checkbox whose label row is at least 44 px tall so it is easy to tap. */
export function Checkbox({ label, error, id, className, ref, ...rest }: CheckboxProps) {
  const autoId = useId();
  const inputId = id ?? `wk-cb-${autoId}`;
  const errorId = error ? `${inputId}-error` : undefined;
  const { checked, onChange } = rest;
  const inputRef = useChangedBeforeHydration<HTMLInputElement>(
    (input) => checked !== undefined && input.checked !== checked,
    onChange && ((input) => onChange(changeEventOf(input))),
    ref,
  );
  return (
    <div className={cx('wk-checkbox', className)}>
      <label className="wk-checkbox__row" htmlFor={inputId}>
        <input
          ref={inputRef}
          id={inputId}
          type="checkbox"
          className="wk-checkbox__input"
          aria-invalid={error ? true : undefined}
          aria-describedby={errorId}
          {...rest}
        />
        <span className="wk-checkbox__label">{label}</span>
      </label>
      <FieldMessages error={error} errorId={errorId} />
    </div>
  );
}
