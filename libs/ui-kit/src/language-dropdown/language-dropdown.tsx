// Language chooser for th, la and en; each language is named in its own script so any player can find theirs.
import type { ReactNode } from 'react';
import { Select, type SelectOption } from '../select/select';
import { useKitTexts } from '../texts/kit-texts';
import { cx } from '../internal/cx';

import { LANGUAGE_NAMES, LOCALES, toBcp47, type Locale } from '../domain-bridge';

/** Stored locale values (docs/product.md#language: th, la, en), the domain's `Locale`. */
export type KitLocale = Locale;

/** Each language of the domain's LOCALES by its own name, tagged with its BCP 47 code so screen readers pronounce it right. */
export const LANGUAGE_OPTIONS: ReadonlyArray<SelectOption<KitLocale>> = LOCALES.map((locale) => ({
  value: locale,
  label: LANGUAGE_NAMES[locale],
  lang: toBcp47(locale),
}));

export interface LanguageDropdownProps {
  value: KitLocale;
  onChange: (locale: KitLocale) => void;
  /** Accessible name; defaults to the kit text "Language". */
  label?: ReactNode;
  /** Show the label above the field (login page) or keep it for screen readers only (top bar). */
  showLabel?: boolean;
  /** Restricts the offered languages (order kept). */
  locales?: ReadonlyArray<KitLocale>;
  className?: string;
  compact?: boolean;
}

/** Select of th/la/en; the app stores the choice and activates the locale. */
export function LanguageDropdown({
  value,
  onChange,
  label,
  showLabel = false,
  locales,
  className,
  compact = false,
}: LanguageDropdownProps) {
  const texts = useKitTexts();
  const options = locales ? LANGUAGE_OPTIONS.filter((o) => locales.includes(o.value)) : LANGUAGE_OPTIONS;
  return (
    <Select<KitLocale>
      className={cx('wk-language', compact && 'wk-language--compact', className)}
      label={label ?? texts.language}
      hideLabel={!showLabel}
      options={options}
      value={value}
      onValueChange={onChange}
    />
  );
}
