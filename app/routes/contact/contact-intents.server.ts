import type { SessionUser } from "~/.server/auth/get-session-user";
import { noteOpeningSource } from "~/.server/domain/messages/contact/note-opening-source";
import { openContact } from "~/.server/domain/messages/contact/open-contact";
import { intent } from "~/.server/http/forms-and-actions/action-kit";
import { refuse, stayUnchanged } from "~/.server/http/forms-and-actions/action-outcome";
import { describeError } from "~/lib/error-text";
import type { ContactAnswer } from "~/lib/messages/contact-answer";
import { type ContactInput, contactSchema } from "~/lib/messages/forms/contact";
import { safeRedirect } from "~/lib/shared/safe-redirect";
import { contactLink } from "./contact-link.server";

/**
 * The page the button was on, for the way back without JavaScript: only a path of this site (any
 * origin resolves it the same way: only the path is kept).
 */
const backTo = (form: FormData) => safeRedirect(form.get("back"), "/", "https://chuo.invalid");

/** POST /contact's one form: the Contact button (app/components/messages/whatsapp-contact.tsx). */
export const open = intent<SessionUser, ContactInput, ContactAnswer>({
  schema: contactSchema,
  input: (form) => ({ target: String(form.get("target") ?? "") }),
  // The answer holds a phone number: it is not kept for repeats (app/.server/http/forms-and-actions/submit-once.ts).
  once: false,
  invalid: () => refuse({ ...describeError({ reason: "contact_not_found", values: {} }) }, 400),
  run: async ({ fields, form, context, actor, device }) => {
    const opened = await openContact(context.db, actor.id, fields.target);
    if (opened.recorded)
      noteOpeningSource({
        openerId: actor.id,
        address: context.client?.address,
        device,
        addressHashKey: context.viewerAddressKey,
      });
    // Nothing anyone else sees has changed: the shared page cache stays (docs/decisions/0009).
    return stayUnchanged<ContactAnswer>({ link: contactLink(opened), name: opened.ownerName, back: backTo(form) });
  },
  refused: (error, form) => {
    const words = describeError(error);
    return refuse(words, error.status, { error: words.description, fix: words.action, back: backTo(form) });
  },
});
