export { FilePicker } from './file-picker';
export type { FilePickerProps, UploadStatus } from './file-picker';
