export { Button, buttonClassName } from './button';
export type { ButtonProps, ButtonVariant } from './button';
