export { AlertDialog } from './alert-dialog';
export type { AlertDialogProps, AlertTone } from './alert-dialog';
