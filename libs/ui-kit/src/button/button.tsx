// The kit's only button: variants, sizes, loading and disabled states, with a 44 px minimum touch target.
import type { ButtonHTMLAttributes, ReactNode, Ref } from 'react';
import { cx } from '../internal/cx';
import { Spinner } from '../spinner/spinner';
import { useKitTexts } from '../texts/kit-texts';

export type ButtonVariant = 'primary' | 'secondary' | 'ghost' | 'danger' | 'accent';

export interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  variant?: ButtonVariant;
  size?: 'md' | 'lg';
  /** Shows a spinner, marks the button busy and blocks clicks while an action runs. */
  loading?: boolean;
  fullWidth?: boolean;
  /** Icon shown before the label; decorative. */
  icon?: ReactNode;
  ref?: Ref<HTMLButtonElement>;
}

/**
 * The kit button's classes, for a button the kit does not render (e.g. the spin wheel's own button): it then looks
 * and sizes (44 px touch target) exactly like `<Button>`. Needs the kit's styles.css.
 */
export function buttonClassName({
  variant = 'primary',
  size = 'md',
  fullWidth = false,
}: Pick<ButtonProps, 'variant' | 'size' | 'fullWidth'> = {}): string {
  return cx('wk-button', `wk-button--${variant}`, `wk-button--${size}`, fullWidth && 'wk-button--full');
}

/** Button with the kit look; `type` defaults to "button" so it never submits a form by accident. */
export function Button({
  variant = 'primary',
  size = 'md',
  loading = false,
  fullWidth = false,
  icon,
  disabled,
  className,
  children,
  type = 'button',
  onClick,
  ref,
  ...rest
}: ButtonProps) {
  const texts = useKitTexts();
  return (
    <button
      ref={ref}
      type={type}
      className={cx(
        buttonClassName({ variant, size, fullWidth }),
        loading && 'wk-button--loading',
        className,
      )}
      disabled={disabled}
      aria-busy={loading || undefined}
      aria-disabled={loading || undefined}
      onClick={(event) => {
        if (loading) {
          event.preventDefault();
          return;
        }
        onClick?.(event);
      }}
      {...rest}
    >
      {loading ? (
        <Spinner size="sm" />
      ) : icon ? (
        <span aria-hidden="true" className="wk-button__icon">
          {icon}
        </span>
      ) : null}
      <span className="wk-button__label">{children}</span>
      {loading ? <span className="wk-visually-hidden">{` ${texts.loading}`}</span> : null}
    </button>
  );
}
