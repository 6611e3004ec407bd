// A refusal as dialogs, alerts, toasts and field errors say it: the code's own text, then what the player can do about
// it on its own line. Each in its own element, so the spec's exact text stays findable as it is.
import { useCallback, type ReactNode } from 'react';
import { useRefusal } from './use-error-text';
import './forms/forms.css';

export function RefusalText({ text, nextStep }: { text: ReactNode; nextStep?: ReactNode }) {
  return (
    <>
      <span className="wl-refusal__text">{text}</span>
      {nextStep ? (
        <>
          {' '}
          <span className="wl-next-step">{nextStep}</span>
        </>
      ) : null}
    </>
  );
}

/** A failure's refusal, read at render: its next step shows as soon as the next steps' table is here. */
function ErrorRefusal({ error }: { error: unknown }) {
  const { text, nextStep } = useRefusal()(error);
  return <RefusalText text={text} nextStep={nextStep} />;
}

/** The refusal of an error (a code, a server text or a thrown error) as a toast's or alert's content. */
export function useRefusalText(): (error: unknown) => ReactNode {
  return useCallback((error: unknown) => <ErrorRefusal error={error} />, []);
}
