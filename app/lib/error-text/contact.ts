import type { ContactReason } from "~/.server/domain/messages/contact/reasons";
import { m } from "~/paraglide/messages";
import { type ErrorMessage, textOf, words } from "./placeholders";

/** Why there is no number for this contact, in the words the page used before ('WhatsApp not available', docs/product.md#listing-pages). */
function missingNumber(about: string): string {
  if (about === "product") return m.listings_seller_no_whatsapp();
  if (about === "accommodation") return m.listings_landlord_no_whatsapp();
  if (about === "shop") return m.shops_no_contact();
  return m.sellers_profile_no_contact();
}

/** Contact on request (POST /contact). */
export const CONTACT_ERROR_TEXT = {
  contact_not_found: words(m.errors_title_not_found, m.messages_contact_error_not_found),
  contact_messages_only: words(m.messages_contact_messages_only_title, m.messages_contact_messages_only),
  contact_no_number: (values) => ({
    title: m.listings_whatsapp_unavailable(),
    description: missingNumber(textOf(values, "about")),
  }),
  contact_openings_per_day: (values) => ({
    title: m.errors_title_too_many_attempts(),
    description: m.messages_contact_error_per_day({ limit: textOf(values, "limit") }),
  }),
  contact_not_allowed: words(m.errors_title_not_allowed, m.messages_contact_error_not_allowed),
  contact_phone_unconfirmed: () => ({
    title: m.messages_contact_phone_unconfirmed_title(),
    description: m.messages_contact_phone_unconfirmed(),
    action: { label: m.messages_contact_phone_unconfirmed_action(), to: "/profile" },
  }),
} satisfies Record<ContactReason, ErrorMessage>;
