import { ContactPage } from '../contact/contact-page';

/** /user/contact: the guests' contact screen (text, LINE QR and link, version) inside the player shell; the support
 * chat launcher of the shell is on this page like on every other. */
export function ContactPlayerPage() {
  return <ContactPage />;
}
