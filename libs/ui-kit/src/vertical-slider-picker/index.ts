export { VerticalSliderPicker } from './vertical-slider-picker';
export type { SliderOption, VerticalSliderPickerProps } from './vertical-slider-picker';
