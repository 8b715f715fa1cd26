import { describe, expect, it } from "vitest";
import {
  absoluteUrl,
  canonicalPath,
  oneLine,
  SITE_SHARE_IMAGE,
  sharePreviewMeta,
  withoutPhoneNumbers,
} from "./share-preview";
import { accommodationJsonLd, productJsonLd, shopJsonLd } from "./structured-data";

const PUBLIC = "https://chuo.example/";
const PHOTO = "/uploads/product-images/5b0c8c44-0000-4000-8000-000000000001/a1b2.webp";

/** The content of one meta descriptor by its property or name. */
function content(meta: ReturnType<typeof sharePreviewMeta>, key: string): string | undefined {
  const found =
    meta.find((d) => "property" in d && d.property === key) ?? meta.find((d) => "name" in d && d.name === key);
  return found && "content" in found ? String(found.content) : undefined;
}

describe("a page's share preview", () => {
  const meta = sharePreviewMeta({
    publicUrl: PUBLIC,
    path: "/products/abc",
    title: "Dell Latitude 5490 · TShs 650,000",
    description: "UDSM · Core i5,\n8 GB RAM",
    locale: "sw",
    type: "product",
    photo: { url: PHOTO, alt: "Dell Latitude 5490" },
  });

  it("shows the photo's 1200×630 preview by an absolute address on PUBLIC_URL, with its size and alt", () => {
    expect(content(meta, "og:image")).toBe(
      "https://chuo.example/uploads/product-images/5b0c8c44-0000-4000-8000-000000000001/a1b2.share.jpg",
    );
    expect(content(meta, "og:image:secure_url")).toBe(content(meta, "og:image"));
    expect([content(meta, "og:image:width"), content(meta, "og:image:height"), content(meta, "og:image:alt")]).toEqual([
      "1200",
      "630",
      "Dell Latitude 5490",
    ]);
    expect(content(meta, "twitter:card")).toBe("summary_large_image");
    expect(content(meta, "twitter:image")).toBe(content(meta, "og:image"));
  });

  it("carries the title with its price, one line of description, the language and the canonical address", () => {
    expect(content(meta, "og:title")).toBe("Dell Latitude 5490 · TShs 650,000");
    expect(content(meta, "og:description")).toBe("UDSM · Core i5, 8 GB RAM");
    expect(content(meta, "og:locale")).toBe("sw_TZ");
    expect(content(meta, "og:locale:alternate")).toBe("en_TZ");
    expect(content(meta, "og:url")).toBe("https://chuo.example/products/abc");
    expect(meta).toContainEqual({ tagName: "link", rel: "canonical", href: "https://chuo.example/products/abc" });
  });

  it("falls back to the site's own preview for a page without a photo, or with a picture that is not ours", () => {
    for (const photo of [null, { url: "https://elsewhere.example/x.webp", alt: "x" }]) {
      const plain = sharePreviewMeta({
        publicUrl: "http://localhost:3000",
        path: "/products",
        title: "Products",
        description: "d",
        locale: "en",
        photo,
      });
      expect(content(plain, "og:image")).toBe(`http://localhost:3000${SITE_SHARE_IMAGE}`);
      expect(content(plain, "og:image:secure_url")).toBeUndefined();
      expect(content(plain, "og:image:alt")).toBe("Chuo Market");
    }
  });

  it("makes absolute only our own paths", () => {
    expect(absoluteUrl(PUBLIC, "/shops/1")).toBe("https://chuo.example/shops/1");
    expect(absoluteUrl(PUBLIC, "//evil.example/x")).toBeNull();
    expect(absoluteUrl(PUBLIC, "https://evil.example/x")).toBeNull();
    expect(absoluteUrl(PUBLIC, "/\\evil.example/x.webp")).toBeNull();
  });

  it("cuts a long description at a word, on one line", () => {
    const long = `${"neno ".repeat(60)}mwisho`;
    const line = oneLine(long);
    expect(line.length).toBeLessThanOrEqual(160);
    expect(line.endsWith("neno…")).toBe(true);
    expect(oneLine("  a\n\nb  ")).toBe("a b");
  });

  it("keeps a list's page number and the address's language, not its filters, in its canonical address", () => {
    expect(canonicalPath("/products", "?q=laptop&page=3&sort=price_asc")).toBe("/products?page=3");
    expect(canonicalPath("/products", "?page=1")).toBe("/products");
    expect(canonicalPath("/products", "?page=abc&lang=sw")).toBe("/products?lang=sw");
    expect(canonicalPath("/products", "?lang=fr")).toBe("/products");
  });

  it("carries no phone number a seller typed into a title or description, however it is written", () => {
    for (const number of [
      "0754 321 098",
      "+255 754 321 098",
      "255754321098",
      "0654-321-098",
      "0754.321.098",
      "754321098",
    ]) {
      const meta = sharePreviewMeta({
        publicUrl: PUBLIC,
        path: "/products/a",
        title: `Simu ${number}`,
        description: `Piga ${number} sasa`,
        locale: "sw",
      });
      expect(JSON.stringify(meta), number).not.toContain(number);
      expect(withoutPhoneNumbers(`Piga ${number} sasa`)).toBe("Piga … sasa");
    }
    // Prices and years stay.
    expect(withoutPhoneNumbers("TShs 650,000, bought 2024, 8 GB")).toBe("TShs 650,000, bought 2024, 8 GB");
  });
});

describe("structured data", () => {
  const seller = { fullName: "Baraka Mushi", campusName: "University of Dar es Salaam" };
  const listing = {
    id: "abc",
    title: "Dell Latitude 5490",
    description: "Core i5",
    price: "650000.00",
    imageUrls: [PHOTO, "https://elsewhere.example/x.webp"],
    seller,
  };

  it("describes a product as a Product with its Offer in TZS, in stock, and its condition", () => {
    const data = productJsonLd(PUBLIC, "/products/abc", { ...listing, category: "Electronics", condition: "Like New" });
    expect(data).toMatchObject({
      "@type": "Product",
      name: "Dell Latitude 5490",
      image: [`https://chuo.example${PHOTO}`],
      itemCondition: "https://schema.org/UsedCondition",
      offers: {
        "@type": "Offer",
        price: 650000,
        priceCurrency: "TZS",
        availability: "https://schema.org/InStock",
        url: "https://chuo.example/products/abc",
        seller: { name: "Baraka Mushi" },
      },
    });
  });

  it("describes a place as an Accommodation with a monthly Offer", () => {
    const data = accommodationJsonLd(PUBLIC, "/accommodations/abc", {
      ...listing,
      location: "Mabibo",
      address: "Plot 5",
      roomType: "Single Room",
      amenities: ["WiFi"],
    });
    expect(data["@type"]).toEqual(["Accommodation", "Product"]);
    expect(data.offers.priceSpecification).toMatchObject({ price: 650000, priceCurrency: "TZS", unitCode: "MON" });
    expect(data.address).toMatchObject({ addressLocality: "Mabibo", addressCountry: "TZ" });
  });

  it("describes a shop as a LocalBusiness, without a telephone", () => {
    const data = shopJsonLd(PUBLIC, "/shops/s1", {
      name: "Mama Ntilie",
      description: null,
      location: "Mlimani",
      address: null,
      category: "Restaurant",
      logoUrl: null,
      coverImageUrl: null,
    });
    expect(data).toMatchObject({ "@type": "LocalBusiness", name: "Mama Ntilie", url: "https://chuo.example/shops/s1" });
    expect(JSON.stringify(data)).not.toMatch(/telephone/);
    const typed = shopJsonLd(PUBLIC, "/shops/s1", {
      name: "Mama Ntilie",
      description: "Orders: 0754 321 098",
      location: null,
      address: null,
      category: null,
      logoUrl: null,
      coverImageUrl: null,
    });
    expect(JSON.stringify(typed)).not.toContain("321");
  });
});
