export { Countdown } from './countdown';
export type { CountdownProps } from './countdown';
