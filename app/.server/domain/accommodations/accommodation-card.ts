import { sql } from "drizzle-orm";
import { accommodations, users } from "../../db/schema";

/** The columns an accommodation card shows; shared by every accommodation list. */
export const accommodationCardColumns = {
  id: accommodations.id,
  title: accommodations.title,
  price: accommodations.price,
  category: accommodations.category,
  location: accommodations.location,
  roomType: accommodations.roomType,
  imageUrl: sql<string | null>`${accommodations.imageUrls}[1]`,
  createdAt: accommodations.createdAt,
  sellerId: accommodations.sellerId,
  sellerName: users.fullName,
  sellerType: users.userType,
};

export interface AccommodationCard {
  id: string;
  title: string;
  price: string;
  category: string;
  location: string;
  roomType: string | null;
  imageUrl: string | null;
  createdAt: Date;
  sellerId: string;
  sellerName: string;
  sellerType: string;
}
