// Every user-facing string of the kit comes from here so apps can pass translations.
import { createContext, useContext, useMemo, type ReactNode } from 'react';

/** Texts the kit shows by itself; `{name}` placeholders are filled by `fillTemplate`. */
export interface KitTexts {
  close: string;
  loading: string;
  copy: string;
  copied: string;
  copyFailed: string;
  paginationLabel: string;
  previousPage: string;
  nextPage: string;
  pageLabel: string;
  carouselPrevious: string;
  carouselNext: string;
  slideLabel: string;
  stepLabel: string;
  stepsLabel: string;
  pickerPrevious: string;
  pickerNext: string;
  chooseFile: string;
  cancelUpload: string;
  retryUpload: string;
  uploadProgress: string;
  uploadDone: string;
  uploadCancelled: string;
  ok: string;
  cancel: string;
  confirm: string;
  notFoundTitle: string;
  emptyTitle: string;
  language: string;
  timeLeft: string;
  dismiss: string;
  notifications: string;
  showPassword: string;
  hidePassword: string;
}

/** English defaults; the app passes its translations through `KitTextsProvider`. */
export const defaultKitTexts: KitTexts = {
  close: 'Close',
  loading: 'Loading',
  copy: 'Copy',
  copied: 'Copied: {text}',
  copyFailed: 'Failed to copy',
  paginationLabel: 'Pages',
  previousPage: 'Previous page',
  nextPage: 'Next page',
  pageLabel: 'Page {page}',
  carouselPrevious: 'Previous slide',
  carouselNext: 'Next slide',
  slideLabel: '{index} of {total}',
  stepLabel: 'Step {current} of {total}',
  stepsLabel: 'Progress',
  pickerPrevious: 'Previous option',
  pickerNext: 'Next option',
  chooseFile: 'Choose file',
  cancelUpload: 'Cancel upload',
  retryUpload: 'Retry upload',
  uploadProgress: 'Uploading {name}',
  uploadDone: 'Uploaded {name}',
  uploadCancelled: 'Upload cancelled',
  ok: 'OK',
  cancel: 'Cancel',
  confirm: 'Confirm',
  notFoundTitle: 'Page Not Found',
  emptyTitle: 'Nothing here yet',
  language: 'Language',
  timeLeft: 'Time left',
  dismiss: 'Dismiss',
  notifications: 'Notifications',
  showPassword: 'Show password',
  hidePassword: 'Hide password',
};

const KitTextsContext = createContext<KitTexts>(defaultKitTexts);

export interface KitTextsProviderProps {
  /** Translated texts; missing keys fall back to the English defaults. */
  texts: Partial<KitTexts>;
  children: ReactNode;
}

/** Supplies translated kit texts to every component below it. */
export function KitTextsProvider({ texts, children }: KitTextsProviderProps) {
  const parent = useContext(KitTextsContext);
  const value = useMemo(() => ({ ...parent, ...texts }), [parent, texts]);
  return <KitTextsContext.Provider value={value}>{children}</KitTextsContext.Provider>;
}

/** Reads the kit texts of the nearest provider (English defaults without one). */
export function useKitTexts(): KitTexts {
  return useContext(KitTextsContext);
}

/** Replaces `{name}` placeholders with values; unknown placeholders stay visible so gaps are noticed. */
export function fillTemplate(template: string, values: Record<string, string | number>): string {
  return template.replace(/\{(\w+)\}/g, (whole, key: string) =>
    Object.prototype.hasOwnProperty.call(values, key) ? String(values[key]) : whole,
  );
}
