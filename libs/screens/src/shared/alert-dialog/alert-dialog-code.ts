// The kit's AlertDialog (and its ModalDialog), imported only by lazy-alert-dialog.tsx's dynamic import: its own chunk.
export { AlertDialog } from '@wallet/ui-kit';
