import * as z from "zod/mini";

/**
 * Contact on request (docs/security.md#phone-numbers): a student's WhatsApp number is never in a
 * public page; a signed-in student asks for it about a listing, a shop or a person, and each
 * answer counts against a daily limit per account.
 */
export const CONTACT_TARGET_KINDS = ["listing", "shop", "user"] as const;
export type ContactTargetKind = (typeof CONTACT_TARGET_KINDS)[number];

/** How many contacts one account may open in 24 hours. */
export const CONTACT_OPENINGS_PER_DAY = 40;

const TARGET = /^(listing|shop|user):([0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12})$/;

export interface ContactTarget {
  kind: ContactTargetKind;
  id: string;
}

/** A contact's target as one form value, `listing:<uuid>`. */
export const contactTargetValue = (kind: ContactTargetKind, id: string) => `${kind}:${id}`;

/** The Contact form (POST /contact): whose contact, as `listing:<uuid>`, `shop:<uuid>` or `user:<uuid>`. */
export const contactSchema = z.object({
  target: z.pipe(
    z.string().check(z.regex(TARGET)),
    z.transform((value): ContactTarget => {
      const [, kind, id] = TARGET.exec(value) ?? [];
      return { kind: kind as ContactTargetKind, id: String(id).toLowerCase() };
    }),
  ),
});

export type ContactInput = z.infer<typeof contactSchema>;
