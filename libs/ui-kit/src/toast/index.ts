export { ToastProvider, ToastStack, useToast, useOptionalToast } from './toast';
export type {
  ToastApi,
  ToastItem,
  ToastOptions,
  ToastProviderProps,
  ToastStackProps,
  ToastTone,
} from './toast';
