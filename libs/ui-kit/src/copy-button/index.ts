export { CopyButton } from './copy-button';
export type { CopyButtonProps } from './copy-button';
