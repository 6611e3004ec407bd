// The server's error under a form, with its next step beside it; what the player typed stays in the fields above it.
import type { ReactNode } from 'react';
import { ErrorMessage } from '@wallet/ui-kit';
import './forms.css';

export function FormError({
  message,
  nextStep,
  id,
}: {
  message: string | null;
  /** What the player can do about it (text, or text with links). */
  nextStep?: ReactNode;
  id?: string;
}) {
  if (!message) return null;
  return <ErrorMessage id={id} className="wl-form-error" message={message} nextStep={nextStep} />;
}
