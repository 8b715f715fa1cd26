import { sql } from "drizzle-orm";
import { shops, users } from "../../db/schema";

/** A shop is premium while its subscription (trial or paid) is active and not past its end date. */
export const shopIsPremium = sql<boolean>`(${shops.subscriptionActive} and ${shops.subscriptionEndDate} > now())`;

/**
 * A shop's number as the public may see it: only a business number its owner marked public, and
 * never while the owner chose "Messages only" (docs/security.md#phone-numbers). Null otherwise:
 * a signed-in student then asks for it (POST /contact).
 */
export const shopPublicPhone = sql<
  string | null
>`(case when ${shops.phoneNumberPublic} and ${users.contactPreference} is distinct from 'messages_only' then ${shops.phoneNumber} end)`;

/** How a shop can be reached, without its number: see ContactWay (queries/public-person-columns.ts). */
export const shopContactWay = sql<
  "whatsapp" | "messages_only" | "none"
>`(case when ${users.contactPreference} = 'messages_only' then 'messages_only' when coalesce(${shops.phoneNumber}, '') = '' then 'none' else 'whatsapp' end)`;

export const shopCardColumns = {
  id: shops.id,
  name: shops.name,
  description: shops.description,
  category: shops.category,
  location: shops.location,
  phoneNumber: shopPublicPhone,
  logoUrl: shops.logoUrl,
  coverImageUrl: shops.coverImageUrl,
  isPremium: shopIsPremium,
  ownerName: users.fullName,
};

export interface ShopCard {
  id: string;
  name: string;
  description: string | null;
  category: string;
  location: string;
  phoneNumber: string | null;
  logoUrl: string | null;
  coverImageUrl: string | null;
  isPremium: boolean;
  /** null when the owner's profile is gone: cards show 'Unknown'. */
  ownerName: string | null;
}
