// A refusal in one line of a toast or an alert: the code's own text, then what the player can do about it. Each in its
// own element, so the spec's exact text stays findable as it is.
import { useCallback, type ReactNode } from 'react';
import { useRefusal, type Refusal } from './use-error-text';

export function RefusalText({ refusal }: { refusal: Refusal }) {
  return (
    <>
      <span>{refusal.text}</span>
      {refusal.nextStep ? (
        <>
          {' '}
          <span className="wl-refusal-next-step">{refusal.nextStep}</span>
        </>
      ) : null}
    </>
  );
}

/** The refusal of an error (a code, a server text or a thrown error) as a toast's or alert's content. */
export function useRefusalText(): (error: unknown) => ReactNode {
  const refusalOf = useRefusal();
  return useCallback((error: unknown) => <RefusalText refusal={refusalOf(error)} />, [refusalOf]);
}
