// Copies a value (account number, invite link) and says "Copied: {text}" or "Failed to copy" as a toast or inline status.
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { Button, type ButtonProps } from '../button/button';
import { useOptionalToast } from '../toast/toast';
import { fillTemplate, useKitTexts } from '../texts/kit-texts';

export interface CopyButtonProps extends Omit<ButtonProps, 'onClick' | 'children' | 'onCopy'> {
  /** Text put on the clipboard (and named in the success message). */
  text: string;
  /** Button label; defaults to the kit text "Copy". */
  children?: ReactNode;
  /** Clipboard writer; defaults to the async Clipboard API. */
  writeText?: (text: string) => Promise<void>;
  /** Told the outcome, e.g. to log or chain another action. */
  onCopyResult?: (ok: boolean) => void;
}

async function clipboardWrite(text: string): Promise<void> {
  if (typeof navigator === 'undefined' || !navigator.clipboard) throw new Error('Clipboard unavailable');
  await navigator.clipboard.writeText(text);
}

/** Inside a ToastProvider the result is a toast; without one it is an inline status next to the button. */
export function CopyButton({
  text,
  children,
  writeText = clipboardWrite,
  onCopyResult,
  variant = 'secondary',
  ...rest
}: CopyButtonProps) {
  const texts = useKitTexts();
  const toast = useOptionalToast();
  const [status, setStatus] = useState<{ ok: boolean; message: string } | null>(null);
  const mounted = useRef(true);
  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);

  const copy = async () => {
    let ok = true;
    try {
      await writeText(text);
    } catch {
      ok = false;
    }
    const message = ok ? fillTemplate(texts.copied, { text }) : texts.copyFailed;
    if (toast) {
      if (ok) toast.success(message);
      else toast.danger(message);
    } else if (mounted.current) {
      setStatus({ ok, message });
    }
    onCopyResult?.(ok);
  };

  return (
    <span className="wk-copy">
      <Button variant={variant} {...rest} onClick={() => void copy()}>
        {children ?? texts.copy}
      </Button>
      {toast ? null : (
        <span
          role="status"
          className={status?.ok === false ? 'wk-copy__status wk-copy__status--error' : 'wk-copy__status'}
        >
          {status?.message}
        </span>
      )}
    </span>
  );
}
