// CHAT WIDGET SLOT of /user/contact: the app lead mounts the support chat widget (@wallet/chat-sdk) here.

/** Marks where the chat widget goes; renders an empty, unlabelled element until the widget is wired in. */
export function ChatWidgetSlot() {
  return <div className="wl-contact-player__chat-slot" data-slot="chat-widget" />;
}
