import { sql } from "drizzle-orm";
import { shops, users } from "../../db/schema";

/** A shop is premium while its subscription (trial or paid) is active and not past its end date. */
export const shopIsPremium = sql<boolean>`(${shops.subscriptionActive} and ${shops.subscriptionEndDate} > now())`;

export const shopCardColumns = {
  id: shops.id,
  name: shops.name,
  description: shops.description,
  category: shops.category,
  location: shops.location,
  phoneNumber: shops.phoneNumber,
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
