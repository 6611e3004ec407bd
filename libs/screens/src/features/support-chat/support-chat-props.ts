// What the launcher (support-chat.tsx) hands the widget it loads on demand (support-chat-widget.tsx): apart, so
// neither imports the other's module.
export interface SupportChatProps {
  /** The logged-in player's id; null chats as a guest (guest id kept locally). */
  userId: string | null;
  /**
   * 'inline' docks the launcher in the host's bar: the player shell's top bar ('top', the panel opens below it) or
   * the guest shell's bottom bar ('bottom', the panel opens above it, no invitation over the short forms);
   * 'floating' keeps it at the bottom right over the page.
   */
  placement?: 'floating' | 'inline';
  /** Inline: the bar it is docked in. Default 'top'. */
  bar?: 'top' | 'bottom';
}
