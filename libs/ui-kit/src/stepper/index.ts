export { Stepper } from './stepper';
export type { StepperProps } from './stepper';
