import { and, eq, sql } from "drizzle-orm";
import { type ContactTarget, contactOpeningsPerDay } from "~/lib/messages/forms/contact";
import { AppError } from "~/lib/shared/app-error";
import { normalizeWhatsappNumber } from "~/lib/shared/whatsapp";
import { type Database, queryRows } from "../../../db/client";
import { accountNotSuspended } from "../../../db/queries/public-listing";
import { contactOpenings, users } from "../../../db/schema";
import { type ContactSubject, findContactTarget } from "./find-contact-target";

export interface OpenedContact {
  /** The number to chat with, normalized for wa.me (255…). */
  number: string;
  ownerName: string;
  subject: ContactSubject;
  /** False when the student opened their own contact: that is no deal, and is neither counted nor kept. */
  recorded: boolean;
}

/**
 * A signed-in student asks for a WhatsApp contact (docs/security.md#phone-numbers). Refused for a
 * suspended opener; for an opener without a confirmed phone of their own (a number for a number:
 * every account that collects numbers costs a SIM); a target a visitor could not contact (see
 * findContactTarget); an owner who chose "Messages only" or has no usable number; and past the
 * day's openings (10 in 24 hours for an account under 14 days old, 40 after: lib/messages/forms/contact.ts).
 * Openings are counted and recorded in one transaction under a lock on the opener, so openings
 * sent at once cannot pass the limit, on PostgreSQL and on the embedded database alike.
 */
export async function openContact(db: Database, openerId: string, target: ContactTarget): Promise<OpenedContact> {
  return db.transaction(async (tx) => {
    const [opener] = await tx
      .select({ id: users.id, createdAt: users.createdAt, phoneVoice: users.phoneVoice })
      .from(users)
      .where(and(eq(users.id, openerId), accountNotSuspended))
      .limit(1);
    if (!opener) throw new AppError("forbidden", "contact_not_allowed");

    const card = await findContactTarget(tx, target);
    // One's own contact needs no confirmed phone. Anyone else's does, and an opener without one
    // is told so whatever the target, so the refusal says nothing about who has a number.
    // A confirmed number is one account's at a time (users.phone_voice, unique, cleared with the
    // mark): the account that confirmed a number last holds it.
    if (card?.ownerId !== openerId && opener.phoneVoice === null)
      throw new AppError("forbidden", "contact_phone_unconfirmed");
    if (!card) throw new AppError("not_found", "contact_not_found");
    const about = card.subject.kind;
    if (card.contactPreference === "messages_only") throw new AppError("forbidden", "contact_messages_only", { about });
    const number = normalizeWhatsappNumber(card.number);
    if (!number) throw new AppError("not_found", "contact_no_number", { about });

    const answer = { number, ownerName: card.ownerName, subject: card.subject };
    if (card.ownerId === openerId) return { ...answer, recorded: false };

    await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`contact:${openerId}`}, 0))`);
    const limit = contactOpeningsPerDay(opener.createdAt);
    const [today] = await queryRows<{ count: number }>(
      tx,
      sql`select count(*)::int as count from contact_openings where opener_id = ${openerId} and opened_at > now() - interval '1 day'`,
    );
    if ((today?.count ?? 0) >= limit) throw new AppError("rate_limited", "contact_openings_per_day", { limit });

    await tx
      .insert(contactOpenings)
      .values({ openerId, ownerId: card.ownerId, listingId: card.listingId, shopId: card.shopId });
    return { ...answer, recorded: true };
  });
}
