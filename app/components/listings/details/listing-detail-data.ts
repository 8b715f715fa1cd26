import type { PublicPerson } from "~/.server/db/queries/public-person-columns";

/** A listing's page data, as the loader sends it (app/.server/domain/listings/get-listing.ts). */
export interface ListingDetailData {
  id: string;
  title: string;
  description: string | null;
  price: string;
  category: string;
  imageUrls: string[];
  status: string;
  createdAt: Date;
  condition: string | null;
  location: string | null;
  address: string | null;
  roomType: string | null;
  amenities: string[];
  shop: { id: string; name: string } | null;
  seller: PublicPerson;
}
