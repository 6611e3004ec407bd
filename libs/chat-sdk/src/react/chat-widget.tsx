// The support chat widget: launcher with invite bubble, message panel, composer. Apps mount it once per screen.
import { CHAT_INVITE_BUBBLE_DELAY_MS, DEFAULT_TIME_ZONE, toBcp47 } from '@wallet/domain';
import type { Locale, MessageRef } from '@wallet/domain';
import { memo, useCallback, useEffect, useId, useMemo, useRef, useState } from 'react';
import { createChatClient } from '../core/client';
import type { ChatClient, ChatClientOptions } from '../core/client-types';
import type { ChatButton, ChatItem } from '../core/types';
import { ChatAlert } from './chat-alert';
import { ChatProvider, useChatClient, useChatState } from './chat-context';
import { Composer } from './composer';
import { MessageBubble } from './message-bubble';
import type { ChatTexts } from './texts';
import { fill, resolveTexts, ruleText } from './texts';
import { VirtualList } from './virtual-list';

/** Bubbles re-render only when their own item (or a shared prop) changes. */
const Bubble = memo(MessageBubble);

/** Props of {@link ChatWidget}. Pass either a `client` you own, or `options` for the widget to create one. */
export interface ChatWidgetProps {
  /** A client created with createChatClient; the widget starts it but never destroys it. */
  client?: ChatClient;
  /** Options to create a client owned by the widget (read once when the widget mounts or is enabled). */
  options?: ChatClientOptions;
  /** Text language; defaults to 'th'. The host decides it, the widget never reads a global locale. */
  locale?: Locale;
  /** The server's enableChatWidget switch; when false nothing renders and nothing connects. */
  enabled?: boolean;
  /** Overrides of any widget text. */
  texts?: Partial<ChatTexts>;
  /** Formats a rule message (e.g. through the host's Lingui); defaults to the domain catalogue of `locale`. */
  formatRule?: (ref: MessageRef) => string;
  /** Base URL for relative media paths from the server (the API origin). */
  mediaBaseUrl?: string;
  /** Time zone of message times; defaults to the market's. */
  timeZone?: string;
  defaultOpen?: boolean;
  onOpenChange?: (open: boolean) => void;
  /**
   * Where the launcher lives. 'floating' (default): fixed at the bottom right of the screen, the panel above it.
   * 'inline': in the host's own layout (a top bar's actions), in line with the invitation; the panel opens as a
   * fixed sheet below it (`--wc-top` sets its top). Inline, the widget never floats over the page.
   */
  placement?: 'floating' | 'inline';
  /**
   * Inline only: the side the panel opens on. 'below' (default) for a top bar; 'above' for a bottom bar, the sheet's
   * bottom at `--wc-bottom` (set it to the bar's height).
   */
  sheet?: 'below' | 'above';
  /** False never shows the 'talk to admin' invitation (the launcher alone), e.g. over short forms. Default true. */
  invite?: boolean;
  /** Hides the 'talk to admin' invitation after this many ms (it stays until dismissed when not given). */
  inviteTimeoutMs?: number;
  /**
   * When the client starts (chat config, realtime link, first history page). 'mount' (default): as the widget
   * mounts, so the launcher's unread count is live and replies arrive with the panel closed. 'open': the first time
   * the panel opens; until then nothing is fetched or connected, for pages whose first seconds belong to something
   * else (a guest's login form on a slow phone). Once started, the client stays started.
   */
  startOn?: 'mount' | 'open';
  className?: string;
}

/** Chat widget for guests and players (docs/product.md#chat). */
export function ChatWidget({ client, options, enabled = true, startOn = 'mount', ...rest }: ChatWidgetProps) {
  const [owned, setOwned] = useState<ChatClient | null>(null);
  const optionsRef = useRef(options);
  useEffect(() => {
    if (client || !enabled || !optionsRef.current) return undefined;
    const created = createChatClient(optionsRef.current);
    setOwned(created);
    return () => {
      created.destroy();
      setOwned(null);
    };
  }, [client, enabled]);

  const active = client ?? owned;
  useEffect(() => {
    if (enabled && active && startOn === 'mount') void active.start();
  }, [enabled, active, startOn]);

  if (!enabled || !active) return null;
  return (
    <ChatProvider client={active}>
      <WidgetView {...rest} startOn={startOn} />
    </ChatProvider>
  );
}

type ViewProps = Omit<ChatWidgetProps, 'client' | 'options' | 'enabled'>;

function WidgetView({
  locale = 'th',
  texts: overrides,
  formatRule,
  mediaBaseUrl,
  timeZone = DEFAULT_TIME_ZONE,
  defaultOpen = false,
  onOpenChange,
  placement = 'floating',
  sheet = 'below',
  invite = true,
  inviteTimeoutMs,
  startOn,
  className,
}: ViewProps) {
  const client = useChatClient();
  const messages = useChatState((s) => s.messages);
  const hasMore = useChatState((s) => s.hasMore);
  const loadingOlder = useChatState((s) => s.loadingOlder);
  const unread = useChatState((s) => s.unread);
  const connection = useChatState((s) => s.connection);
  const phase = useChatState((s) => s.phase);
  const texts = useMemo(() => resolveTexts(locale, overrides), [locale, overrides]);
  const [open, setOpen] = useState(defaultOpen);
  const [inviteVisible, setInviteVisible] = useState(false);
  const [inviteDismissed, setInviteDismissed] = useState(defaultOpen);
  const [alert, setAlert] = useState<{ text: string } | null>(null);
  const panelId = useId();

  const formatTime = useMemo(() => {
    // Made at the first message shown: the first Intl object of a page loads locale data (tens of ms on a phone),
    // and the launcher alone (closed, on every page) never shows a time.
    let format: Intl.DateTimeFormat | undefined;
    return (iso: string) => {
      const date = new Date(iso);
      if (Number.isNaN(date.getTime())) return '';
      format ??= new Intl.DateTimeFormat(toBcp47(locale), {
        hour: '2-digit',
        minute: '2-digit',
        hour12: false,
        timeZone,
      });
      return format.format(date);
    };
  }, [locale, timeZone]);

  const showRule = useCallback(
    (ref: MessageRef) => setAlert({ text: formatRule ? formatRule(ref) : ruleText(ref, locale) }),
    [formatRule, locale],
  );
  const closeAlert = useCallback(() => setAlert(null), []);

  // docs/product.md#chat: the 'talk to admin' invite bubble appears 100 ms after the widget shows.
  useEffect(() => {
    if (open || inviteDismissed || !invite) return undefined;
    const timer = setTimeout(() => setInviteVisible(true), CHAT_INVITE_BUBBLE_DELAY_MS);
    return () => clearTimeout(timer);
  }, [open, inviteDismissed, invite]);

  // An invitation that was seen goes by itself when the host asks (it takes room from the host's bar meanwhile).
  useEffect(() => {
    if (!inviteVisible || inviteTimeoutMs === undefined) return undefined;
    const timer = setTimeout(() => {
      setInviteVisible(false);
      setInviteDismissed(true);
    }, inviteTimeoutMs);
    return () => clearTimeout(timer);
  }, [inviteVisible, inviteTimeoutMs]);

  // startOn 'open': the panel's first opening (or a panel open from the start) starts the client.
  useEffect(() => {
    if (open && startOn === 'open') void client.start();
  }, [open, startOn, client]);

  // Messages on screen are marked as read after the delay.
  useEffect(() => {
    if (open && phase === 'ready') client.markSeen();
  }, [open, phase, unread, messages.length, client]);

  const toggle = () => {
    const next = !open;
    setOpen(next);
    if (next) {
      setInviteDismissed(true);
      setInviteVisible(false);
    }
    onOpenChange?.(next);
  };

  const onPostback = useCallback(
    (button: ChatButton) => {
      client.sendPostback(button);
    },
    [client],
  );
  const onResend = useCallback((key: string) => client.resend(key), [client]);
  const onRemove = useCallback((key: string) => client.remove(key), [client]);
  const onCancelUpload = useCallback((key: string) => client.cancelUpload(key), [client]);
  const getKey = useCallback((m: ChatItem) => m.key, []);
  const loadOlder = useCallback(() => {
    if (hasMore && !loadingOlder) void client.loadOlder();
  }, [client, hasMore, loadingOlder]);

  const lastIndex = messages.length - 1;
  const renderItem = useCallback(
    (item: ChatItem, index: number) => (
      <Bubble
        item={item}
        texts={texts}
        isLast={index === lastIndex}
        formatTime={formatTime}
        onPostback={onPostback}
        onResend={onResend}
        onRemove={onRemove}
        onCancelUpload={onCancelUpload}
        {...(mediaBaseUrl ? { mediaBaseUrl } : {})}
      />
    ),
    [texts, lastIndex, formatTime, onPostback, onResend, onRemove, onCancelUpload, mediaBaseUrl],
  );

  const rootClass = [
    'wc-root',
    placement === 'inline' && 'wc-root--inline',
    placement === 'inline' && sheet === 'above' && 'wc-root--sheet-above',
    className,
  ]
    .filter(Boolean)
    .join(' ');
  return (
    <div className={rootClass} lang={toBcp47(locale)}>
      {open ? (
        <section id={panelId} className="wc-panel" role="dialog" aria-label={texts.title}>
          {/* A div, not <header>: inside a page that has its own banner, a second one is a duplicate landmark. */}
          <div className="wc-header">
            <h2 className="wc-header__title">{texts.title}</h2>
            {connection === 'disconnected' ? (
              <span className="wc-header__status" role="status">
                {texts.reconnecting}
              </span>
            ) : null}
            <button type="button" className="wc-icon-button" aria-label={texts.closeChat} onClick={toggle}>
              <span aria-hidden="true">×</span>
            </button>
          </div>
          <ChatAlert alert={alert} onClose={closeAlert} closeLabel={texts.closeAlert} />
          {phase === 'failed' ? (
            <div className="wc-empty" role="alert">
              <p>{texts.unavailable}</p>
              <button type="button" className="wc-button" onClick={() => void client.start()}>
                {texts.retry}
              </button>
            </div>
          ) : null}
          {messages.length === 0 && phase === 'ready' ? <p className="wc-empty">{texts.empty}</p> : null}
          {phase === 'starting' ? (
            <p className="wc-empty" role="status">
              {texts.loading}
            </p>
          ) : null}
          <VirtualList
            className="wc-list"
            label={texts.messages}
            items={messages}
            getKey={getKey}
            renderItem={renderItem}
            onReachStart={loadOlder}
            header={
              hasMore && messages.length > 0 ? (
                <button
                  type="button"
                  className="wc-link-button wc-load-older"
                  onClick={loadOlder}
                  disabled={loadingOlder}
                >
                  {loadingOlder ? texts.loading : texts.loadOlder}
                </button>
              ) : null
            }
          />
          <Composer
            texts={texts}
            onSendText={(text) => {
              const result = client.sendText(text);
              if (!result.ok) showRule(result.error);
              return result.ok;
            }}
            onSendFile={(file) => {
              const result = client.sendFile(file);
              if (!result.ok) showRule(result.error);
            }}
          />
        </section>
      ) : null}
      {!open && invite && inviteVisible ? (
        <div className="wc-invite">
          <button type="button" className="wc-invite__text" onClick={toggle}>
            {texts.talkToAdmin}
          </button>
          <button
            type="button"
            className="wc-icon-button wc-invite__close"
            aria-label={texts.dismissInvite}
            onClick={() => {
              setInviteVisible(false);
              setInviteDismissed(true);
            }}
          >
            <span aria-hidden="true">×</span>
          </button>
        </div>
      ) : null}
      <button
        type="button"
        className={`wc-launcher${open ? ' wc-launcher--open' : ''}`}
        aria-label={open ? texts.closeChat : texts.openChat}
        aria-expanded={open}
        {...(open ? { 'aria-controls': panelId } : {})}
        onClick={toggle}
      >
        <svg
          className="wc-launcher__icon"
          viewBox="0 0 24 24"
          width="28"
          height="28"
          aria-hidden="true"
          focusable="false"
        >
          {open ? (
            <path
              fill="currentColor"
              d="M18.3 5.7L12 12l6.3 6.3-1.4 1.4L10.6 13.4 4.3 19.7 2.9 18.3 9.2 12 2.9 5.7 4.3 4.3l6.3 6.3 6.3-6.3z"
            />
          ) : (
            <path fill="currentColor" d="M4 3h16a2 2 0 0 1 2 2v11a2 2 0 0 1-2 2H8l-4 4V5a2 2 0 0 1 2-2z" />
          )}
        </svg>
        {!open && unread > 0 ? (
          <span className="wc-badge" aria-label={fill(texts.unread, { count: unread })}>
            {unread > 99 ? '99+' : unread}
          </span>
        ) : null}
      </button>
    </div>
  );
}
