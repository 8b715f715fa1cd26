import { and, eq, or } from "drizzle-orm";
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
  /** Always "active" for the public; the landlord also sees their own pending or rented ones. */
  status: string;
  createdAt: Date;
  landlord: PublicPerson;
}

/** An accommodation page: only public listings, except that a landlord may look at their own in any status. */
export async function getAccommodation(db: Database, id: string, viewerId: string | null = null): Promise<AccommodationDetail> {
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
    .where(and(eq(accommodations.id, id), viewerId ? or(publicListing(accommodations), eq(accommodations.sellerId, viewerId)) : publicListing(accommodations)))
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
    status: a.status,
    createdAt: a.createdAt,
    landlord: row.landlord,
  };
}
