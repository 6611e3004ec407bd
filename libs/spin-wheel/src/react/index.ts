// React entry of @wallet/spin-wheel: a component and a hook that own the canvas wheel's lifecycle.
export { SpinWheelView } from './spin-wheel-view';
export type { SpinWheelViewProps } from './spin-wheel-view';
export { useSpinWheel } from './use-spin-wheel';
export type { UseSpinWheelOptions, UseSpinWheelResult } from './use-spin-wheel';
export type { RestDetail, SpinTarget, WheelMessages, WheelSlice, WheelTheme } from '../types';
