import { ContactPage } from '../contact/contact-page';
import { ChatWidgetSlot } from './chat-widget-slot';

/** /user/contact: the guests' contact screen (text, LINE QR and link, version) inside the player shell, with the chat slot. */
export function ContactPlayerPage() {
  return <ContactPage chatWidget={<ChatWidgetSlot />} />;
}
