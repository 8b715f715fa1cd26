import * as z from "zod/mini";

/**
 * Contact on request (docs/security.md#phone-numbers): a student's WhatsApp number is never in a
 * public page; a signed-in student whose own phone is confirmed asks for it about a listing, a
 * shop or a person with a public listing or a shop, and each answer counts against a daily limit
 * per account.
 */
export const CONTACT_TARGET_KINDS = ["listing", "shop", "user"] as const;
export type ContactTargetKind = (typeof CONTACT_TARGET_KINDS)[number];

/**
 * How many contacts one account may open in 24 hours: fewer while the account is new, so a batch
 * of fresh accounts collects few numbers (each one also needs a confirmed phone of its own).
 */
export const CONTACT_OPENINGS_PER_DAY = { newAccount: 10, established: 40 } as const;

/** An account is new for its first 14 days. */
export const NEW_ACCOUNT_DAYS = 14;

/** The day's limit of an account created at `createdAt`, as of `now`. */
export function contactOpeningsPerDay(createdAt: Date, now: Date = new Date()): number {
  const ageMs = now.getTime() - createdAt.getTime();
  return ageMs < NEW_ACCOUNT_DAYS * 24 * 60 * 60 * 1000
    ? CONTACT_OPENINGS_PER_DAY.newAccount
    : CONTACT_OPENINGS_PER_DAY.established;
}

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
