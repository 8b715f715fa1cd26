import type { OpenedContact } from "~/.server/domain/messages/contact/open-contact";
import { formatPrice } from "~/lib/shared/money";
import { SITE_NAME } from "~/lib/shared/site";
import { whatsappLink } from "~/lib/shared/whatsapp";
import { m } from "~/paraglide/messages";

/** The prefilled message the page used when the number was in it, in the reader's language. */
function prefilledMessage({ ownerName, subject }: Pick<OpenedContact, "ownerName" | "subject">): string {
  switch (subject.kind) {
    case "product":
      return m.listings_product_whatsapp_message({
        seller: ownerName,
        title: subject.title,
        site: SITE_NAME,
        price: formatPrice(subject.price),
      });
    case "accommodation":
      return m.listings_accommodation_whatsapp_message({
        landlord: ownerName,
        title: subject.title,
        location: subject.location ?? "",
        site: SITE_NAME,
        price: formatPrice(subject.price),
      });
    case "shop":
      return m.shops_whatsapp_message({ name: subject.name, site: SITE_NAME });
    default:
      return m.messages_profile_greeting({ name: ownerName, site: SITE_NAME });
  }
}

/** The wa.me chat link with its prefilled message (the number is normalized: it is always usable). */
export function contactLink(opened: OpenedContact): string {
  return whatsappLink(opened.number, prefilledMessage(opened)) ?? "";
}
