import { sql } from "drizzle-orm";
import { products, users } from "../../db/schema";

/** The columns a product card shows; shared by every product list. */
export const productCardColumns = {
  id: products.id,
  name: products.name,
  price: products.price,
  category: products.category,
  condition: products.condition,
  imageUrl: sql<string | null>`${products.imageUrls}[1]`,
  createdAt: products.createdAt,
  sellerId: products.sellerId,
  sellerName: users.fullName,
  sellerType: users.userType,
};

export interface ProductCard {
  id: string;
  name: string;
  price: string;
  category: string;
  condition: string | null;
  imageUrl: string | null;
  createdAt: Date;
  sellerId: string;
  sellerName: string;
  sellerType: string;
}
