// Public entry of @wallet/chat-sdk/react: provider, hooks and the widget. React is an optional peer of this entry only.
export { ChatProvider, useChatClient, useChatEvent, useChatMessages, useChatState } from './chat-context';
export type { ChatProviderProps } from './chat-context';
export { ChatWidget } from './chat-widget';
export type { ChatWidgetProps } from './chat-widget';
export { MessageBubble, linkify } from './message-bubble';
export type { MessageBubbleProps, BubbleActions } from './message-bubble';
export { Composer } from './composer';
export type { ComposerProps } from './composer';
export { ChatAlert } from './chat-alert';
export type { ChatAlertProps } from './chat-alert';
export { VirtualList } from './virtual-list';
export type { VirtualListProps } from './virtual-list';
export { chatTexts, resolveTexts } from './texts';
export type { ChatTexts } from './texts';
