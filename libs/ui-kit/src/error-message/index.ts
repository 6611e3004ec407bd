export { ErrorIcon, ErrorMessage } from './error-message';
export type { ErrorMessageProps } from './error-message';
