import { listings } from "../../db/schema";

/**
 * What the evidence keeps of a listing, wherever a report, a moderator's action or an appeal
 * snapshots one: what buyers saw of it, never its seller's contact number.
 */
export const listingEvidenceColumns = {
  kind: listings.kind,
  title: listings.title,
  price: listings.price,
  description: listings.description,
  category: listings.category,
  imageUrls: listings.imageUrls,
  status: listings.status,
  location: listings.location,
};
