import { sql } from "drizzle-orm";
import { listings, users } from "../../db/schema";

/**
 * The columns a listing card shows, whatever its kind; shared by every list. Only what the card
 * shows: every column is sent twice to the browser (in the HTML and in the data it hydrates from).
 */
export const listingCardColumns = {
  id: listings.id,
  kind: listings.kind,
  title: listings.title,
  price: listings.price,
  category: listings.category,
  condition: listings.condition,
  location: listings.location,
  roomType: listings.roomType,
  imageUrl: sql<string | null>`${listings.imageUrls}[1]`,
  sellerName: users.fullName,
};

export interface ListingCard {
  id: string;
  kind: string;
  title: string;
  price: string;
  category: string;
  condition: string | null;
  location: string | null;
  roomType: string | null;
  imageUrl: string | null;
  sellerName: string;
}
