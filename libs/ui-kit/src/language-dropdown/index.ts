export { LanguageDropdown, LANGUAGE_OPTIONS } from './language-dropdown';
export type { LanguageDropdownProps, KitLocale } from './language-dropdown';
