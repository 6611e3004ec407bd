// Vertical chooser for the transfer/withdraw From and To wallets: a listbox with up/down arrows and keyboard support.
import { useEffect, useId, useRef, type KeyboardEvent, type ReactNode } from 'react';
import { cx } from '../internal/cx';
import { useKitTexts } from '../texts/kit-texts';
import { FieldMessages } from '../field/field-messages';
import { StrokeIcon } from '../internal/stroke-icon';

export interface SliderOption<V extends string = string> {
  value: V;
  label: string;
  /** Second line, e.g. the formatted balance. */
  description?: ReactNode;
  /** Decorative logo. */
  icon?: ReactNode;
  disabled?: boolean;
}

export interface VerticalSliderPickerProps<V extends string = string> {
  /** Visible heading and accessible name ("From", "To"). */
  label: string;
  options: ReadonlyArray<SliderOption<V>>;
  value: V | null;
  onChange: (value: V) => void;
  /** Error under the picker (e.g. "From and To must differ"). */
  error?: ReactNode;
  className?: string;
}

/** Single-select listbox laid out vertically; ArrowUp/ArrowDown/Home/End move the choice, skipping disabled options. */
export function VerticalSliderPicker<V extends string = string>({
  label,
  options,
  value,
  onChange,
  error,
  className,
}: VerticalSliderPickerProps<V>) {
  const texts = useKitTexts();
  const baseId = useId();
  const labelId = `${baseId}-label`;
  const errorId = `${baseId}-error`;
  const listRef = useRef<HTMLUListElement>(null);
  const selectedIndex = options.findIndex((o) => o.value === value);
  const optionId = (i: number) => `${baseId}-opt-${i}`;

  useEffect(() => {
    if (selectedIndex < 0) return;
    const el = listRef.current?.querySelector<HTMLElement>(`[data-index="${selectedIndex}"]`);
    el?.scrollIntoView?.({ block: 'nearest' });
  }, [selectedIndex]);

  const step = (from: number, direction: 1 | -1): number => {
    for (let i = from + direction; i >= 0 && i < options.length; i += direction) {
      if (!options[i]?.disabled) return i;
    }
    return from;
  };
  const choose = (i: number) => {
    const option = options[i];
    if (option && !option.disabled && option.value !== value) onChange(option.value);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLUListElement>) => {
    let target: number | null = null;
    if (event.key === 'ArrowDown') target = step(selectedIndex, 1);
    else if (event.key === 'ArrowUp') target = step(selectedIndex < 0 ? options.length : selectedIndex, -1);
    else if (event.key === 'Home') target = step(-1, 1);
    else if (event.key === 'End') target = step(options.length, -1);
    if (target === null) return;
    event.preventDefault();
    choose(target);
  };

  return (
    <div className={cx('wk-vpicker', error && 'wk-vpicker--invalid', className)}>
      <p id={labelId} className="wk-vpicker__label">
        {label}
      </p>
      <button
        type="button"
        className="wk-round-button wk-vpicker__arrow"
        aria-label={`${texts.pickerPrevious} (${label})`}
        disabled={step(selectedIndex < 0 ? options.length : selectedIndex, -1) === selectedIndex}
        onClick={() => choose(step(selectedIndex < 0 ? options.length : selectedIndex, -1))}
      >
        <StrokeIcon path="up" size={22} strokeWidth={2.6} />
      </button>
      <ul
        ref={listRef}
        role="listbox"
        tabIndex={0}
        aria-labelledby={labelId}
        aria-orientation="vertical"
        aria-activedescendant={selectedIndex >= 0 ? optionId(selectedIndex) : undefined}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
        className="wk-vpicker__list"
        onKeyDown={onKeyDown}
      >
        {options.map((o, i) => (
          // Options are chosen by click or by the listbox's arrow keys (aria-activedescendant pattern).
          // eslint-disable-next-line jsx-a11y/click-events-have-key-events
          <li
            key={o.value}
            id={optionId(i)}
            data-index={i}
            role="option"
            aria-selected={i === selectedIndex}
            aria-disabled={o.disabled || undefined}
            className={cx('wk-vpicker__option', i === selectedIndex && 'wk-vpicker__option--selected')}
            onClick={() => choose(i)}
          >
            {o.icon ? (
              <span className="wk-vpicker__icon" aria-hidden="true">
                {o.icon}
              </span>
            ) : null}
            <span className="wk-vpicker__text">
              <span className="wk-vpicker__name">{o.label}</span>
              {o.description ? <span className="wk-vpicker__description">{o.description}</span> : null}
            </span>
          </li>
        ))}
      </ul>
      <button
        type="button"
        className="wk-round-button wk-vpicker__arrow"
        aria-label={`${texts.pickerNext} (${label})`}
        disabled={step(selectedIndex, 1) === selectedIndex}
        onClick={() => choose(step(selectedIndex, 1))}
      >
        <StrokeIcon path="down" size={22} strokeWidth={2.6} />
      </button>
      <FieldMessages error={error} errorId={errorId} />
    </div>
  );
}
