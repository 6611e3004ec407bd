// Wire and view types of the support chat (docs/product.md#chat, chat message and chat config).

/** Message kinds the server may send; anything else is kept as 'unknown' and rendered as plain text. */
export type ChatMessageType =
  'text' | 'buttons' | 'media' | 'quick_replies' | 'generic' | 'postback' | 'unknown';

/** Kind of a button: open a web link, call a phone number, post a reply back, or something else. */
export type ChatButtonType = 'web' | 'call' | 'postback' | 'other';

/** A button of a buttons message, a quick reply or a generic card. */
export interface ChatButton {
  title: string;
  type: ChatButtonType;
  payload: string;
}

/** Media kinds a media message may carry. */
export type ChatFileType = 'image' | 'video' | 'file';

/** One card of a generic (carousel) message. */
export interface ChatGenericCard {
  image_url?: string;
  title?: string;
  subtitle?: string;
  buttons?: ChatButton[];
}

/** Payload of a chat message; which fields are set depends on `message_type`. */
export interface ChatPayload {
  message?: string;
  buttons?: ChatButton[];
  fileType?: ChatFileType;
  filePath?: string;
  name?: string;
  title?: string;
  elements?: ChatGenericCard[];
}

/** The message object inside a conversation entry. */
export interface ChatMessageBody {
  message_type: ChatMessageType;
  payload: ChatPayload;
}

/** Who wrote a message: the customer (this widget) or anyone else (admin, bot). */
export type ChatSender = 'customer' | (string & {});

/**
 * A conversation entry as the server stores and sends it.
 * `clientId` is an assumption of this SDK: the server echoes it back on history and `messaging` events so
 * optimistic messages can be matched; without it messages are matched by `_id` or session/createdAt/sender/text.
 */
export interface ChatWireMessage {
  _id?: string;
  clientId?: string;
  sender: ChatSender;
  message: ChatMessageBody;
  createdAt?: string;
  session_id?: string;
  userId?: string | null;
  guestId?: string | null;
  username?: string;
  name?: string;
  deviceToken?: string;
}

/** Delivery status of a message this client sent (docs/product.md#chat, media delivery status). */
export type DeliveryStatus = 'uploading_file' | 'sending' | 'failed' | 'succeed';

/** A message as the store holds it: the wire message plus a stable key and local delivery state. */
export interface ChatItem extends ChatWireMessage {
  /** Stable identity used for merging; never changes once assigned. */
  key: string;
  /** ISO time used for ordering; always set. */
  createdAt: string;
  /** Delivery status of messages sent from this client; server messages are 'succeed'. */
  status: DeliveryStatus;
  /** Upload progress between 0 and 1 while `status` is 'uploading_file'. */
  progress?: number;
  /** Local file kept for resending a failed upload (not serialised). */
  file?: Blob & { name?: string };
  /** Local preview URL of the attachment when the host created one. */
  previewUrl?: string;
}

/** Chat config returned by GET /api/chat/config. */
export interface ChatConfig {
  PREFIX: string;
}

/** Identity of the person chatting: a logged-in user id, or a guest id kept in storage. */
export interface ChatIdentity {
  userId: string | null;
  guestId: string | null;
}
