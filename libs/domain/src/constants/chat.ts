// The support chat (docs/product.md#chat): history paging, message limits and the timings of the socket and the widget.

/** Chat history page size; the skip grows by this much. Example: `skip = page * CHAT_HISTORY_PAGE_SIZE`. */
export const CHAT_HISTORY_PAGE_SIZE = 10;
/** Longest chat text in characters. Example: `text.length <= CHAT_TEXT_MAX`. */
export const CHAT_TEXT_MAX = 2000;
/** Largest chat image in MB. Example: `size <= CHAT_IMAGE_MAX_MB * MB`. */
export const CHAT_IMAGE_MAX_MB = 10;
/** Largest chat video in MB. Example: `size <= CHAT_VIDEO_MAX_MB * MB`. */
export const CHAT_VIDEO_MAX_MB = 20;
/** Interval of the chat socket health check in ms. Example: `setInterval(rejoinIfDisconnected, CHAT_SOCKET_CHECK_MS)`. */
export const CHAT_SOCKET_CHECK_MS = 5000;
/** Delay before chat messages are marked read, in ms. Example: `setTimeout(markRead, CHAT_MARK_READ_DELAY_MS)`. */
export const CHAT_MARK_READ_DELAY_MS = 1000;
/** Delay between chat socket reconnection attempts in ms (attempts are unlimited). Example: `reconnectionDelay: CHAT_RECONNECT_DELAY_MS`. */
export const CHAT_RECONNECT_DELAY_MS = 500;
/** How long a chat alert stays visible, in ms. Example: `setTimeout(hideAlert, CHAT_ALERT_MS)`. */
export const CHAT_ALERT_MS = 4000;
/** Delay before the chat 'talk to admin' bubble appears, in ms. Example: `setTimeout(showBubble, CHAT_INVITE_BUBBLE_DELAY_MS)`. */
export const CHAT_INVITE_BUBBLE_DELAY_MS = 100;
