// Message composer: Enter sends (Shift+Enter adds a line, IME composition is respected), attach image or video.
import { CHAT_ACCEPT, CHAT_TEXT_MAX } from '@wallet/domain';
import { useId, useRef, useState } from 'react';
import type { KeyboardEvent } from 'react';
import type { ChatTexts } from './texts';

/** Props of {@link Composer}. */
export interface ComposerProps {
  texts: ChatTexts;
  /** Returns true when the text was accepted (the field is then cleared). */
  onSendText: (text: string) => boolean;
  onSendFile: (file: File) => void;
  disabled?: boolean;
}

/** Text field, attach button and send button. */
export function Composer({ texts, onSendText, onSendFile, disabled = false }: ComposerProps) {
  const [text, setText] = useState('');
  const fileInput = useRef<HTMLInputElement>(null);
  const id = useId();

  const submit = () => {
    if (onSendText(text)) setText('');
  };

  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key !== 'Enter' || event.shiftKey || event.nativeEvent.isComposing) return;
    event.preventDefault();
    submit();
  };

  return (
    <form
      className="wc-composer"
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
    >
      <label htmlFor={`${id}-text`} className="wc-visually-hidden">
        {texts.messageLabel}
      </label>
      <textarea
        id={`${id}-text`}
        className="wc-composer__input"
        rows={1}
        value={text}
        maxLength={CHAT_TEXT_MAX + 1}
        placeholder={texts.messagePlaceholder}
        disabled={disabled}
        onChange={(event) => setText(event.target.value)}
        onKeyDown={onKeyDown}
      />
      <input
        ref={fileInput}
        id={`${id}-file`}
        type="file"
        accept={CHAT_ACCEPT}
        className="wc-visually-hidden"
        tabIndex={-1}
        aria-label={texts.attach}
        onChange={(event) => {
          const file = event.target.files?.[0];
          event.target.value = '';
          if (file) onSendFile(file);
        }}
      />
      <button
        type="button"
        className="wc-icon-button"
        aria-label={texts.attach}
        title={texts.attach}
        disabled={disabled}
        onClick={() => fileInput.current?.click()}
      >
        <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
          <path
            fill="currentColor"
            d="M16.5 6.5v10.6a4.5 4.5 0 0 1-9 0V5.8a3 3 0 0 1 6 0v10.3a1.5 1.5 0 0 1-3 0V6.5H9v9.6a3 3 0 0 0 6 0V5.8a4.5 4.5 0 0 0-9 0v11.3a6 6 0 0 0 12 0V6.5h-1.5z"
          />
        </svg>
      </button>
      <button
        type="submit"
        className="wc-icon-button wc-icon-button--send"
        aria-label={texts.send}
        title={texts.send}
        disabled={disabled}
      >
        <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
          <path fill="currentColor" d="M2 21l21-9L2 3v7l15 2-15 2z" />
        </svg>
      </button>
    </form>
  );
}
