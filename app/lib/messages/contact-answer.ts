import type { ToastAction } from "../shared/toast";

/** What the Contact button (app/components/messages/whatsapp-contact.tsx) is answered: the chat link, or why not. */
export interface ContactAnswer {
  link: string;
  name: string;
  back: string;
  error: string;
  /** The link that puts a refusal right (confirm your phone on /profile), for the page without JavaScript. */
  fix?: ToastAction;
}
