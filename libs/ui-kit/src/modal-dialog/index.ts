export { ModalDialog } from './modal-dialog';
export type { ModalDialogProps } from './modal-dialog';
