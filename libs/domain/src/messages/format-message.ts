// Minimal ICU argument interpolation for places that render a domain text without Lingui (tests, sandbox, logs).
import { englishMessages } from './english-messages';
import type { Locale } from './locale';
import type { MessageId, MessageRef } from './message-id';
import { messageValues } from './message-values';

const placeholder = /\{([A-Za-z_][A-Za-z0-9_]*)\}/g;

/**
 * Text of a message with its `{name}` placeholders filled (amounts in `locale`'s unit); English by default.
 * Example: `formatMessage({ id: 'copy.copied', values: { text: 'abc' } }) === 'Copied: abc'`.
 */
export function formatMessage(
  ref: MessageRef,
  catalog: Record<MessageId, string> = englishMessages,
  locale: Locale = 'en',
): string {
  const template = catalog[ref.id];
  const values = messageValues(ref.values, locale) ?? {};
  return template.replace(placeholder, (whole, name: string) => {
    const value = Object.hasOwn(values, name) ? values[name] : undefined;
    return value === undefined ? whole : String(value);
  });
}
