import { and, eq } from "drizzle-orm";
import { AppError } from "~/lib/app-error";
import { isUuid } from "~/lib/uuid";
import type { Database } from "../../db/client";
import { publicPersonColumns, type PublicPerson } from "../../db/queries/public-person-columns";
import { accommodations, campuses, users } from "../../db/schema";
import { publicListing } from "../../db/queries/public-listing";

export interface AccommodationDetail {
  id: string;
  title: string;
  description: string | null;
  price: string;
  category: string;
  location: string;
  address: string | null;
  roomType: string | null;
  amenities: string[];
  imageUrls: string[];
  viewsCount: number;
  createdAt: Date;
  landlord: PublicPerson;
}

/** A public accommodation page: only active listings are public. */
export async function getAccommodation(db: Database, id: string): Promise<AccommodationDetail> {
  const notFound = new AppError("not_found", "Accommodation not found", "Accommodation not found");
  if (!isUuid(id)) throw notFound;
  const [row] = await db
    .select({
      a: accommodations,
      landlord: publicPersonColumns,
    })
    .from(accommodations)
    .innerJoin(users, eq(users.id, accommodations.sellerId))
    .leftJoin(campuses, eq(campuses.id, users.campusId))
    .where(and(eq(accommodations.id, id), publicListing(accommodations)))
    .limit(1);
  if (!row) throw notFound;
  const { a } = row;
  return {
    id: a.id,
    title: a.title,
    description: a.description,
    price: a.price,
    category: a.category,
    location: a.location,
    address: a.address,
    roomType: a.roomType,
    amenities: a.amenities,
    imageUrls: a.imageUrls,
    viewsCount: a.viewsCount,
    createdAt: a.createdAt,
    landlord: row.landlord,
  };
}
