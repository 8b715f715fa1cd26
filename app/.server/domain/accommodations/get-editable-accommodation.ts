import { and, eq } from "drizzle-orm";
import { AppError } from "~/lib/app-error";
import { ACCOMMODATION_TEXT } from "~/lib/forms/accommodation";
import { isUuid } from "~/lib/uuid";
import type { Database } from "../../db/client";
import { accommodations } from "../../db/schema";

export interface EditableAccommodation {
  id: string;
  title: string;
  price: string;
  location: string;
  description: string | null;
  address: string | null;
  roomType: string | null;
  category: string;
  amenities: string[];
  imageUrls: string[];
  status: string;
  feeAmount: string;
  feePaid: boolean;
}

/** The landlord's own accommodation, for the edit form. Anyone else's is "not found or no permission". */
export async function getEditableAccommodation(db: Database, sellerId: string, accommodationId: string): Promise<EditableAccommodation> {
  const notFound = new AppError("not_found", ACCOMMODATION_TEXT.notFound.title, ACCOMMODATION_TEXT.notFound.description);
  if (!isUuid(accommodationId)) throw notFound;
  const [row] = await db
    .select({
      id: accommodations.id,
      title: accommodations.title,
      price: accommodations.price,
      location: accommodations.location,
      description: accommodations.description,
      address: accommodations.address,
      roomType: accommodations.roomType,
      category: accommodations.category,
      amenities: accommodations.amenities,
      imageUrls: accommodations.imageUrls,
      status: accommodations.status,
      feeAmount: accommodations.feeAmount,
      feePaid: accommodations.feePaid,
    })
    .from(accommodations)
    .where(and(eq(accommodations.id, accommodationId), eq(accommodations.sellerId, sellerId)));
  if (!row) throw notFound;
  return row;
}
