// One chat message of any type. Text is rendered as text (never HTML); links only http(s) and tel.
import { isSafeUrl } from '@wallet/domain';
import type { ReactNode } from 'react';
import { buttonHref, messageText, safeMediaUrl } from '../core/normalize';
import type { ChatButton, ChatGenericCard, ChatItem } from '../core/types';
import type { ChatTexts } from './texts';
import { fill } from './texts';

/** Actions a bubble can trigger. */
export interface BubbleActions {
  onPostback: (button: ChatButton) => void;
  onResend: (key: string) => void;
  onRemove: (key: string) => void;
  onCancelUpload: (key: string) => void;
}

/** Props of {@link MessageBubble}. */
export interface MessageBubbleProps extends BubbleActions {
  item: ChatItem;
  texts: ChatTexts;
  /** Base URL relative media paths are resolved against (the API origin). */
  mediaBaseUrl?: string;
  /** Quick replies are offered only on the newest message. */
  isLast: boolean;
  /** Formats the message time. */
  formatTime: (iso: string) => string;
}

const LINK = /(https?:\/\/[^\s<>"'`]+|tel:\+?[\d-]{3,})/gi;

/** Splits text into plain runs and safe links. */
export function linkify(text: string): ReactNode[] {
  const out: ReactNode[] = [];
  let last = 0;
  for (const match of text.matchAll(LINK)) {
    const url = match[0].replace(/[.,;:!?)\]]+$/, '');
    const at = match.index;
    if (at > last) out.push(text.slice(last, at));
    if (isSafeUrl(url, ['http:', 'https:', 'tel:'])) {
      out.push(
        <a key={`${at}-${url}`} href={url} target="_blank" rel="noopener noreferrer nofollow">
          {url}
        </a>,
      );
    } else out.push(url);
    last = at + url.length;
  }
  if (last < text.length) out.push(text.slice(last));
  return out;
}

function ButtonRow({
  buttons,
  onPostback,
  className,
}: {
  buttons: readonly ChatButton[];
  onPostback: (b: ChatButton) => void;
  className: string;
}) {
  if (!buttons.length) return null;
  return (
    <div className={className}>
      {buttons.map((b, i) => {
        const key = `${i}-${b.title}`;
        const label = b.title || b.payload;
        if (b.type === 'web' || b.type === 'call') {
          const href = buttonHref(b);
          if (!href) {
            return (
              <span key={key} className="wc-button wc-button--disabled">
                {label}
              </span>
            );
          }
          return (
            <a
              key={key}
              className="wc-button"
              href={href}
              {...(b.type === 'web' ? { target: '_blank', rel: 'noopener noreferrer nofollow' } : {})}
            >
              {label}
            </a>
          );
        }
        return (
          <button key={key} type="button" className="wc-button" onClick={() => onPostback(b)}>
            {label}
          </button>
        );
      })}
    </div>
  );
}

function Card({
  card,
  onPostback,
  mediaBaseUrl,
}: {
  card: ChatGenericCard;
  onPostback: (b: ChatButton) => void;
  mediaBaseUrl?: string;
}) {
  const image = safeMediaUrl(card.image_url, mediaBaseUrl);
  return (
    <li className="wc-card">
      {image ? <img className="wc-card__image" src={image} alt={card.title ?? ''} loading="lazy" /> : null}
      <div className="wc-card__body">
        {card.title ? <p className="wc-card__title">{card.title}</p> : null}
        {card.subtitle ? <p className="wc-card__subtitle">{card.subtitle}</p> : null}
      </div>
      <ButtonRow buttons={card.buttons ?? []} onPostback={onPostback} className="wc-card__buttons" />
    </li>
  );
}

function Media({ item, texts, mediaBaseUrl }: { item: ChatItem; texts: ChatTexts; mediaBaseUrl?: string }) {
  const p = item.message.payload;
  const url =
    safeMediaUrl(p.filePath, mediaBaseUrl) ?? (item.previewUrl?.startsWith('blob:') ? item.previewUrl : null);
  const name =
    p.name ?? (p.fileType === 'video' ? texts.video : p.fileType === 'image' ? texts.image : texts.file);
  if (url && p.fileType === 'image') return <img className="wc-media" src={url} alt={name} loading="lazy" />;
  if (url && p.fileType === 'video') {
    return (
      <video className="wc-media" src={url} controls preload="metadata" aria-label={name}>
        <track kind="captions" />
      </video>
    );
  }
  if (url && safeMediaUrl(p.filePath, mediaBaseUrl)) {
    return (
      <a className="wc-file" href={url} target="_blank" rel="noopener noreferrer nofollow">
        {name}
      </a>
    );
  }
  return <p className="wc-file">{name}</p>;
}

function Body({
  item,
  texts,
  mediaBaseUrl,
  onPostback,
  isLast,
}: Omit<MessageBubbleProps, 'onResend' | 'onRemove' | 'onCancelUpload' | 'formatTime'>) {
  const { message_type: type, payload } = item.message;
  const text = payload.message ?? '';
  switch (type) {
    case 'text':
      return <p className="wc-text">{linkify(text)}</p>;
    case 'postback':
      return <p className="wc-text">{payload.title ?? text}</p>;
    case 'buttons':
      return (
        <>
          {text ? <p className="wc-text">{linkify(text)}</p> : null}
          <ButtonRow buttons={payload.buttons ?? []} onPostback={onPostback} className="wc-buttons" />
        </>
      );
    case 'quick_replies':
      return (
        <>
          {text ? <p className="wc-text">{linkify(text)}</p> : null}
          {isLast && payload.buttons?.length ? (
            <div role="group" aria-label={texts.quickReplies}>
              <ButtonRow buttons={payload.buttons} onPostback={onPostback} className="wc-quick-replies" />
            </div>
          ) : null}
        </>
      );
    case 'media':
      return <Media item={item} texts={texts} {...(mediaBaseUrl ? { mediaBaseUrl } : {})} />;
    case 'generic':
      return (
        <>
          {text ? <p className="wc-text">{linkify(text)}</p> : null}
          <ul className="wc-cards">
            {(payload.elements ?? []).map((card, i) => (
              <Card
                key={`${i}-${card.title ?? ''}`}
                card={card}
                onPostback={onPostback}
                {...(mediaBaseUrl ? { mediaBaseUrl } : {})}
              />
            ))}
          </ul>
        </>
      );
    default: {
      const fallback = messageText(item);
      return <p className="wc-text wc-text--unknown">{fallback || texts.unsupported}</p>;
    }
  }
}

/** A message bubble with its delivery state and, for failed or uploading items, the actions on it. */
export function MessageBubble(props: MessageBubbleProps) {
  const { item, texts, formatTime, onResend, onRemove, onCancelUpload } = props;
  const own = item.sender === 'customer';
  const percent = Math.round((item.progress ?? 0) * 100);
  return (
    <article
      className={`wc-message ${own ? 'wc-message--own' : 'wc-message--support'} wc-message--${item.status}`}
      aria-label={own ? texts.you : texts.support}
      data-type={item.message.message_type}
    >
      <div className="wc-bubble">
        <Body {...props} />
        {item.status === 'uploading_file' ? (
          <div className="wc-upload">
            <div
              className="wc-progress"
              role="progressbar"
              aria-label={fill(texts.uploading, { percent })}
              aria-valuemin={0}
              aria-valuemax={100}
              aria-valuenow={percent}
            >
              <div className="wc-progress__bar" style={{ width: `${percent}%` }} />
            </div>
            <button type="button" className="wc-link-button" onClick={() => onCancelUpload(item.key)}>
              {texts.cancelUpload}
            </button>
          </div>
        ) : null}
      </div>
      <footer className="wc-meta">
        <time dateTime={item.createdAt}>{formatTime(item.createdAt)}</time>
        {item.status === 'sending' ? <span className="wc-status">{texts.sending}</span> : null}
        {item.status === 'failed' ? (
          <span className="wc-status wc-status--failed">
            {texts.failed}
            <button type="button" className="wc-link-button" onClick={() => onResend(item.key)}>
              {texts.resend}
            </button>
            <button type="button" className="wc-link-button" onClick={() => onRemove(item.key)}>
              {texts.remove}
            </button>
          </span>
        ) : null}
      </footer>
    </article>
  );
}
