// Slip and chat-media picker: choose a file, watch upload progress, cancel while uploading, retry after a failure.
import { useId, useRef, type ChangeEvent, type ReactNode } from 'react';
import { cx } from '../internal/cx';
import { Button } from '../button/button';
import { fillTemplate, useKitTexts } from '../texts/kit-texts';
import { FieldMessages } from '../field/field-messages';

export type UploadStatus = 'idle' | 'uploading' | 'success' | 'error' | 'cancelled';

export interface FilePickerProps {
  label: ReactNode;
  /** Accepted types, e.g. "image/png,image/jpeg" (validation messages come from the caller). */
  accept?: string;
  /** A file was chosen; the caller validates and starts the upload. */
  onSelect: (file: File) => void;
  status?: UploadStatus;
  /** 0-100 while uploading. */
  progress?: number;
  /** Name of the chosen file, shown next to the state. */
  fileName?: string;
  /** Error text (validation or upload failure), shown under the picker. */
  error?: ReactNode;
  hint?: ReactNode;
  onCancel?: () => void;
  onRetry?: () => void;
  disabled?: boolean;
  /** Label of the choose button; defaults to the kit text. */
  buttonLabel?: string;
  className?: string;
}

/** Native file input behind a 44 px button-like label, plus a progressbar and cancel/retry actions. */
export function FilePicker({
  label,
  accept,
  onSelect,
  status = 'idle',
  progress = 0,
  fileName,
  error,
  hint,
  onCancel,
  onRetry,
  disabled = false,
  buttonLabel,
  className,
}: FilePickerProps) {
  const texts = useKitTexts();
  const baseId = useId();
  const inputId = `${baseId}-input`;
  const hintId = hint ? `${baseId}-hint` : undefined;
  const errorId = error ? `${baseId}-error` : undefined;
  const inputRef = useRef<HTMLInputElement>(null);
  const uploading = status === 'uploading';
  const percent = Math.round(Math.min(100, Math.max(0, progress)));

  const onChange = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    // Reset so choosing the same file again still fires a change.
    event.target.value = '';
    if (file) onSelect(file);
  };

  return (
    <div className={cx('wk-file', error && 'wk-file--invalid', className)}>
      <p className="wk-field__label" id={`${baseId}-label`}>
        {label}
      </p>
      <input
        ref={inputRef}
        id={inputId}
        type="file"
        className="wk-file__input wk-visually-hidden"
        accept={accept}
        disabled={disabled || uploading}
        aria-labelledby={`${baseId}-label ${baseId}-button`}
        aria-describedby={[hintId, errorId].filter(Boolean).join(' ') || undefined}
        onChange={onChange}
      />
      <label
        id={`${baseId}-button`}
        htmlFor={inputId}
        className={cx(
          'wk-button wk-button--secondary wk-button--md wk-file__choose',
          (disabled || uploading) && 'wk-file__choose--disabled',
        )}
      >
        {buttonLabel ?? texts.chooseFile}
      </label>
      <FieldMessages hint={hint} hintId={hintId} />
      {status !== 'idle' && fileName ? (
        <div className="wk-file__state">
          {uploading ? (
            <>
              <div
                role="progressbar"
                aria-label={fillTemplate(texts.uploadProgress, { name: fileName })}
                aria-valuemin={0}
                aria-valuemax={100}
                aria-valuenow={percent}
                aria-valuetext={`${percent}%`}
                className="wk-file__bar"
              >
                <span className="wk-file__bar-fill" style={{ width: `${percent}%` }} />
              </div>
              <span className="wk-file__percent" aria-hidden="true">
                {percent}%
              </span>
              {onCancel ? (
                <Button variant="ghost" onClick={onCancel}>
                  {texts.cancelUpload}
                </Button>
              ) : null}
            </>
          ) : (
            <p role="status" className="wk-file__status">
              {status === 'success'
                ? fillTemplate(texts.uploadDone, { name: fileName })
                : status === 'cancelled'
                  ? texts.uploadCancelled
                  : fileName}
            </p>
          )}
          {(status === 'error' || status === 'cancelled') && onRetry ? (
            <Button variant="secondary" onClick={onRetry}>
              {texts.retryUpload}
            </Button>
          ) : null}
        </div>
      ) : null}
      <FieldMessages error={error} errorId={errorId} />
    </div>
  );
}
