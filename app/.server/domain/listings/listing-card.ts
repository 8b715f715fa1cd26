import { sql } from "drizzle-orm";
import { type RatingPair, sellerRatingOf } from "../../db/queries/seller-rating";
import { campuses, listings, users } from "../../db/schema";
import { verifiedUniversityOf } from "../verification/verified-student-now";

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
  /**
   * Where the item is: the seller's primary campus (docs/product.md#campuses). A sub-select, so
   * every list that selects these columns from listings joined to users gets it with no join of
   * its own; one primary-key lookup per card.
   */
  campusShortName: sql<
    string | null
  >`(select ${campuses.shortName} from ${campuses} where ${campuses.id} = ${users.campusId})`,
  /** "Verified Student · UDSM" on the card: the seller's university while they are a verified student (one primary-key lookup). */
  verifiedUniversity: verifiedUniversityOf(users.id),
  /** "★ 4.7 (23)": the seller's rating, kept by the database (one primary-key lookup). */
  sellerRating: sellerRatingOf(users.id),
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
  campusShortName: string | null;
  verifiedUniversity: string | null;
  sellerRating: RatingPair;
}
