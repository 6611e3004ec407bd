// Adapts the chat rules of @wallet/domain (docs/product.md#chat) to the client's send results.
import { validateChatAttachment, validateChatText } from '@wallet/domain';
import type { MessageRef } from '@wallet/domain';
import type { ChatFile } from './transport';

/** A text that passed the rules (trimmed), or the rule it broke. */
export type TextCheck = { ok: true; value: string } | { ok: false; error: MessageRef };
/** A file that passed the rules with its upload kind, or the rule it broke. */
export type FileCheck = { ok: true; kind: 'image' | 'video' } | { ok: false; error: MessageRef };

/** Checks a chat text with the domain rule. */
export function checkChatText(text: string): TextCheck {
  const result = validateChatText(text);
  return result.ok ? { ok: true, value: result.text } : { ok: false, error: result.error };
}

/** Checks an attachment with the domain rule. */
export function checkChatFile(file: ChatFile): FileCheck {
  const result = validateChatAttachment({ name: file.name ?? '', size: file.size, type: file.type });
  return result.ok ? { ok: true, kind: result.kind } : { ok: false, error: result.error };
}
