import { and, eq, or, sql } from "drizzle-orm";
import type { ContactTarget } from "~/lib/messages/forms/contact";
import type { Database } from "../../../db/client";
import { accountNotSuspended, listedPublicly } from "../../../db/queries/public-listing";
import { listings, shops, users } from "../../../db/schema";

/** What the Contact button is about: a listing (its kind, title, price, place), a shop, or the person alone. */
export type ContactSubject =
  | { kind: "product" | "accommodation"; title: string; price: string; location: string | null }
  | { kind: "shop"; name: string }
  | { kind: "person" };

export interface ContactCard {
  ownerId: string;
  ownerName: string;
  /** The number as stored: the student's WhatsApp number, or the shop's own. */
  number: string | null;
  contactPreference: string;
  listingId: string | null;
  shopId: string | null;
  subject: ContactSubject;
}

/** The person has a listing listed publicly: the same predicate as every public list. */
const offersListing = sql`exists (select 1 from ${listings} where ${listings.sellerId} = ${users.id} and ${listedPublicly(listings)})`;
/** The person has a shop, whose page offers a Contact button of its own. */
const ownsShop = sql`exists (select 1 from ${shops} where ${shops.ownerId} = ${users.id})`;

const owner = { ownerId: users.id, ownerName: users.fullName, contactPreference: users.contactPreference };

/**
 * The contact behind a target, only where a visitor could see a Contact button: a listing listed
 * publicly (a sold, expired, hidden or under-review one offers no contact), a shop, or a person
 * who shows the market something (a listing listed publicly, or a shop), and never of a suspended
 * account. Null otherwise: a person with nothing on the market is answered as one who does not
 * exist, so their number cannot be asked by their account's id alone.
 */
export async function findContactTarget(db: Database, target: ContactTarget): Promise<ContactCard | null> {
  if (target.kind === "listing") {
    const [row] = await db
      .select({
        ...owner,
        number: users.whatsappNumber,
        listingId: listings.id,
        kind: listings.kind,
        title: listings.title,
        price: listings.price,
        location: listings.location,
      })
      .from(listings)
      .innerJoin(users, eq(users.id, listings.sellerId))
      .where(and(eq(listings.id, target.id), listedPublicly(listings), accountNotSuspended))
      .limit(1);
    if (!row) return null;
    const { kind, title, price, location, ...rest } = row;
    const listingKind = kind === "accommodation" ? "accommodation" : "product";
    return { ...rest, shopId: null, subject: { kind: listingKind, title, price, location } };
  }
  if (target.kind === "shop") {
    const [row] = await db
      .select({ ...owner, number: shops.phoneNumber, shopId: shops.id, name: shops.name })
      .from(shops)
      .innerJoin(users, eq(users.id, shops.ownerId))
      .where(and(eq(shops.id, target.id), accountNotSuspended))
      .limit(1);
    if (!row) return null;
    const { name, ...rest } = row;
    return { ...rest, listingId: null, subject: { kind: "shop", name } };
  }
  const [row] = await db
    .select({ ...owner, number: users.whatsappNumber })
    .from(users)
    .where(and(eq(users.id, target.id), accountNotSuspended, or(offersListing, ownsShop)))
    .limit(1);
  return row ? { ...row, listingId: null, shopId: null, subject: { kind: "person" } } : null;
}
