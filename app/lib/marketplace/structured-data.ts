import type { ProductCondition } from "~/lib/listings/categories";
import { absoluteUrl, withoutPhoneNumbers } from "~/lib/marketplace/share-preview";
import { toAmount } from "~/lib/shared/money";

/**
 * schema.org descriptions of what a public page offers, for search engines (JSON-LD). They carry
 * what the page shows anyway, and never a phone number: a seller is named, not reached, here.
 */

const CONDITION: Record<ProductCondition, string> = {
  "Brand New": "https://schema.org/NewCondition",
  "Like New": "https://schema.org/UsedCondition",
  Good: "https://schema.org/UsedCondition",
  Fair: "https://schema.org/UsedCondition",
  Poor: "https://schema.org/DamagedCondition",
};

interface ListingFacts {
  id: string;
  title: string;
  description: string | null;
  price: string | number;
  imageUrls: string[];
  seller: { fullName: string; campusName: string | null };
}

function photos(publicUrl: string, urls: string[]): string[] {
  return urls.map((url) => absoluteUrl(publicUrl, url)).filter((url): url is string => url !== null);
}

function offer(publicUrl: string, path: string, price: string | number, seller: ListingFacts["seller"]) {
  return {
    "@type": "Offer",
    url: absoluteUrl(publicUrl, path),
    price: toAmount(price),
    priceCurrency: "TZS",
    // Only a publicly listed listing is described at all (app/lib/marketplace/share-preview.ts).
    availability: "https://schema.org/InStock",
    seller: { "@type": "Person", name: seller.fullName },
    ...(seller.campusName ? { areaServed: seller.campusName } : {}),
  };
}

/** A product for sale: Product with its Offer. */
export function productJsonLd(
  publicUrl: string,
  path: string,
  product: ListingFacts & { category: string; condition: string | null },
) {
  const condition = product.condition ? CONDITION[product.condition as ProductCondition] : undefined;
  return {
    "@type": "Product",
    name: withoutPhoneNumbers(product.title),
    ...(product.description ? { description: withoutPhoneNumbers(product.description) } : {}),
    image: photos(publicUrl, product.imageUrls),
    category: product.category,
    sku: product.id,
    ...(condition ? { itemCondition: condition } : {}),
    offers: {
      ...offer(publicUrl, path, product.price, product.seller),
      ...(condition ? { itemCondition: condition } : {}),
    },
  };
}

/**
 * A place to rent: an Accommodation, typed as a Product too, since schema.org gives a place no
 * `offers` of its own; the Offer's price is per month.
 */
export function accommodationJsonLd(
  publicUrl: string,
  path: string,
  place: ListingFacts & {
    location: string | null;
    address: string | null;
    roomType: string | null;
    amenities: string[] | null;
  },
) {
  return {
    "@type": ["Accommodation", "Product"],
    name: withoutPhoneNumbers(place.title),
    ...(place.description ? { description: withoutPhoneNumbers(place.description) } : {}),
    image: photos(publicUrl, place.imageUrls),
    sku: place.id,
    ...(place.roomType ? { accommodationCategory: place.roomType } : {}),
    address: {
      "@type": "PostalAddress",
      addressLocality: place.location ?? place.seller.campusName ?? undefined,
      streetAddress: place.address ?? undefined,
      addressCountry: "TZ",
    },
    ...(place.amenities?.length
      ? {
          amenityFeature: place.amenities.map((name) => ({
            "@type": "LocationFeatureSpecification",
            name,
            value: true,
          })),
        }
      : {}),
    offers: {
      ...offer(publicUrl, path, place.price, place.seller),
      priceSpecification: {
        "@type": "UnitPriceSpecification",
        price: toAmount(place.price),
        priceCurrency: "TZS",
        unitCode: "MON",
        referenceQuantity: { "@type": "QuantitativeValue", value: 1, unitCode: "MON" },
      },
    },
  };
}

/** A shop: LocalBusiness, without its telephone (a student's own number may be the shop's). */
export function shopJsonLd(
  publicUrl: string,
  path: string,
  shop: {
    name: string;
    description: string | null;
    location: string | null;
    address: string | null;
    category: string | null;
    logoUrl: string | null;
    coverImageUrl: string | null;
  },
) {
  return {
    "@type": "LocalBusiness",
    name: withoutPhoneNumbers(shop.name),
    url: absoluteUrl(publicUrl, path),
    ...(shop.description ? { description: withoutPhoneNumbers(shop.description) } : {}),
    image: photos(
      publicUrl,
      [shop.coverImageUrl, shop.logoUrl].filter((url): url is string => url !== null),
    ),
    ...(shop.logoUrl ? { logo: absoluteUrl(publicUrl, shop.logoUrl) } : {}),
    ...(shop.category ? { additionalType: shop.category } : {}),
    address: {
      "@type": "PostalAddress",
      addressLocality: shop.location ?? undefined,
      streetAddress: shop.address ?? undefined,
      addressCountry: "TZ",
    },
  };
}
