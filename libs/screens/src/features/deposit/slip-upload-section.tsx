// Slip upload (docs/product.md#deposit): pick an image (camera or gallery), preview, type and size checked, upload with percent
// progress and cancel, then success or the translated error; a failed upload keeps the file for a retry.
import { useEffect, useId, useRef, useState } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { useUploadSlip } from '@wallet/api-client/react';
import { isApiError, type UploadProgress } from '@wallet/api-client';
import { checkSlipFile, SLIP_FILE_TYPES, SLIP_UPLOAD_WITHIN_HOURS, UPLOAD_TIMEOUT_MS } from '@wallet/domain';
import { Button, FilePicker, type UploadStatus } from '@wallet/ui-kit';
import { UnknownResultNotice } from '../../shared/money/unknown-result-notice';
import { useMoneyAction } from '../../shared/money/use-money-action';
import { slipFailureText } from '../../shared/money/slip-failure-text';
import { useDepositOutcome, useDepositWatch } from '../../shared/money/use-deposit-watch';
import { useErrorText } from '../../shared/use-error-text';
import { useMoney } from '../../shared/money/use-money';

interface SlipInput {
  file: File;
  name: string;
  size: number;
  lastModified: number;
}

/** The slip method of the deposit dialog; the dialog moves the focus to its heading when it opens. */
export function SlipUploadSection() {
  const { t, i18n } = useLingui();
  const amounts = useMoney();
  const headingId = useId();
  const errorText = useErrorText();
  const [file, setFile] = useState<File | null>(null);
  const [preview, setPreview] = useState<string | null>(null);
  const [status, setStatus] = useState<UploadStatus>('idle');
  const [progress, setProgress] = useState(0);
  const [error, setError] = useState<string | null>(null);
  const controller = useRef<AbortController | null>(null);
  // The uploaded slip is watched until the operator reads it: its line below changes in place.
  const deposits = useDepositWatch();
  const [watchId, setWatchId] = useState<string | null>(null);
  const outcome = useDepositOutcome(watchId);

  const previewUrl = useRef<string | null>(null);
  // Closing the modal cancels an upload still on its way and frees the preview.
  useEffect(
    () => () => {
      controller.current?.abort();
      if (previewUrl.current) URL.revokeObjectURL(previewUrl.current);
    },
    [],
  );
  const showPreview = (picked: File | null) => {
    if (previewUrl.current) URL.revokeObjectURL(previewUrl.current);
    previewUrl.current =
      picked && typeof URL.createObjectURL === 'function' ? URL.createObjectURL(picked) : null;
    setPreview(previewUrl.current);
  };

  const action = useMoneyAction({
    mutation: useUploadSlip(),
    toInput: (input: SlipInput) => {
      controller.current = new AbortController();
      setStatus('uploading');
      setProgress(0);
      setError(null);
      return {
        file: input.file,
        onProgress: ({ fraction }: UploadProgress) => setProgress(Math.round((fraction ?? 0) * 100)),
        signal: controller.current.signal,
        timeoutMs: UPLOAD_TIMEOUT_MS,
      };
    },
    onSuccess: (slip) => {
      setStatus('success');
      if (!slip.reference) return;
      const id = `slip:${slip.reference}`;
      deposits.watch(id, { kind: 'slip', reference: slip.reference });
      setWatchId(id);
    },
    onFailure: (failure) => {
      if (isApiError(failure) && failure.code === 'ABORTED') {
        setStatus('cancelled');
        return;
      }
      setStatus('error');
      setError(errorText(failure));
    },
    onUnknown: (failure) => {
      setStatus('error');
      setError(errorText(failure));
    },
  });

  const pick = (picked: File) => {
    const check = checkSlipFile(picked);
    setStatus('idle');
    if (check !== 'ok') {
      setFile(null);
      showPreview(null);
      setError(
        check === 'size'
          ? t`The slip image is larger than 10 MB. Choose a smaller one.`
          : check === 'empty'
            ? t`The slip image is empty. Choose another one.`
            : t`Choose a PNG or JPEG image of the slip.`,
      );
      return;
    }
    setError(null);
    setFile(picked);
    showPreview(picked);
  };
  const start = () => {
    if (file)
      void action.confirm({ file, name: file.name, size: file.size, lastModified: file.lastModified });
  };

  return (
    <section className="wl-deposit__section" aria-labelledby={headingId}>
      <h3 id={headingId} tabIndex={-1}>
        <Trans>Upload a slip</Trans>
      </h3>
      <p>
        <Trans>Upload the slip within {SLIP_UPLOAD_WITHIN_HOURS} hour of your transfer.</Trans>
      </p>
      <FilePicker
        label={t`Slip image`}
        accept={SLIP_FILE_TYPES.join(',')}
        onSelect={pick}
        status={status}
        progress={progress}
        {...(file ? { fileName: file.name } : {})}
        {...(error ? { error } : {})}
        hint={t`PNG or JPEG, at most 10 MB`}
        onCancel={() => controller.current?.abort()}
        onRetry={start}
      />
      {preview ? (
        <img className="wl-deposit-slip__preview" src={preview} alt={t`Preview of the slip`} />
      ) : null}
      {file && (status === 'idle' || status === 'success') ? (
        status === 'success' ? (
          <p role="status">
            {outcome?.state === 'landed' ? (
              t`Deposit of ${amounts.format(outcome.amount ?? 0)} received`
            ) : outcome?.state === 'failed' ? (
              t`Your slip was not accepted: ${slipFailureText(i18n, outcome.reason)}`
            ) : (
              <Trans>Slip uploaded. You can follow it in your statement.</Trans>
            )}
          </p>
        ) : (
          <Button loading={action.pending} onClick={start}>
            <Trans>Send slip</Trans>
          </Button>
        )
      ) : null}
      <UnknownResultNotice status={action.status} />
    </section>
  );
}
