import { desc, eq } from "drizzle-orm";
import type { Database } from "../../db/client";
import { accommodations, products } from "../../db/schema";

export interface MyListing {
  id: string;
  title: string;
  price: string;
  /** Category for a product, room type (or type of place) for an accommodation. */
  label: string | null;
  coverUrl: string | null;
  status: string;
  viewsCount: number;
  feeAmount: string;
  feePaid: boolean;
  createdAt: Date;
}

/** The seller's own products and accommodations, whatever their status, newest first. */
export async function listMyListings(db: Database, sellerId: string): Promise<{ products: MyListing[]; accommodations: MyListing[] }> {
  const [productRows, accommodationRows] = await Promise.all([
    db
      .select({
        id: products.id,
        title: products.name,
        price: products.price,
        label: products.category,
        imageUrls: products.imageUrls,
        status: products.status,
        viewsCount: products.viewsCount,
        feeAmount: products.feeAmount,
        feePaid: products.feePaid,
        createdAt: products.createdAt,
      })
      .from(products)
      .where(eq(products.sellerId, sellerId))
      .orderBy(desc(products.createdAt), desc(products.id)),
    db
      .select({
        id: accommodations.id,
        title: accommodations.title,
        price: accommodations.price,
        label: accommodations.roomType,
        category: accommodations.category,
        imageUrls: accommodations.imageUrls,
        status: accommodations.status,
        viewsCount: accommodations.viewsCount,
        feeAmount: accommodations.feeAmount,
        feePaid: accommodations.feePaid,
        createdAt: accommodations.createdAt,
      })
      .from(accommodations)
      .where(eq(accommodations.sellerId, sellerId))
      .orderBy(desc(accommodations.createdAt), desc(accommodations.id)),
  ]);
  return {
    products: productRows.map(({ imageUrls, ...row }) => ({ ...row, coverUrl: imageUrls[0] ?? null })),
    accommodations: accommodationRows.map(({ imageUrls, category, ...row }) => ({ ...row, label: row.label ?? category, coverUrl: imageUrls[0] ?? null })),
  };
}
