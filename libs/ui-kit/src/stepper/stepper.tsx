// Progress of the 4-step registration wizard: done, current and upcoming steps, with "Step n of m" for screen readers.
import type { ReactNode } from 'react';
import { cx } from '../internal/cx';
import { fillTemplate, useKitTexts } from '../texts/kit-texts';

export interface StepperProps {
  /** Step names in order. */
  steps: ReadonlyArray<ReactNode>;
  /** 1-based current step. */
  current: number;
  className?: string;
}

/** Ordered list with the current step marked by aria-current="step". */
export function Stepper({ steps, current, className }: StepperProps) {
  const texts = useKitTexts();
  return (
    <nav className={cx('wk-stepper', className)} aria-label={texts.stepsLabel}>
      <p className="wk-visually-hidden">{fillTemplate(texts.stepLabel, { current, total: steps.length })}</p>
      <ol className="wk-stepper__list">
        {steps.map((step, i) => {
          const n = i + 1;
          const state = n < current ? 'done' : n === current ? 'current' : 'todo';
          return (
            <li
              key={n}
              className={cx('wk-stepper__step', `wk-stepper__step--${state}`)}
              aria-current={state === 'current' ? 'step' : undefined}
            >
              <span className="wk-stepper__marker" aria-hidden="true">
                {state === 'done' ? (
                  <svg viewBox="0 0 24 24" width="18" height="18">
                    <path
                      d="M6 12.5l4 4 8-9"
                      stroke="currentColor"
                      strokeWidth="3"
                      fill="none"
                      strokeLinecap="round"
                    />
                  </svg>
                ) : (
                  n
                )}
              </span>
              <span className="wk-stepper__label">{step}</span>
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
