// A refusal inside an alert dialog: the code's own text, then the next step on a line of its own (the dialog's
// error icon and title already mark it as an error).
import type { Refusal } from './use-error-text';
import './refusal-message.css';

export function RefusalMessage({ refusal }: { refusal: Refusal }) {
  return (
    <>
      <span className="wl-refusal__text">{refusal.text}</span>
      {refusal.nextStep ? (
        <>
          {' '}
          <span className="wl-next-step">{refusal.nextStep}</span>
        </>
      ) : null}
    </>
  );
}
