import { describe, expect, it } from "vitest";
import { testDatabase } from "#tests/fixtures/test-database";
import { parseShopFilters } from "~/lib/listings/listing-filters";
import { getListing } from "../../listings/get-listing";
import { getSellerProfile } from "../../sellers/get-seller-profile";
import { listSellers } from "../../sellers/list-sellers";
import { getShopPage } from "../../shops/get-shop-page";
import { listShops } from "../../shops/list-shops";
import { listShopsWithProducts } from "../../shops/list-shops-with-products";

const handle = testDatabase();
const { make } = handle;

/** Every form a number takes: as stored, 255…, +255…, 0…, and with spaces. */
function numberForms(local: string): RegExp {
  const rest = local.slice(1);
  const spaced = rest.split("").join("[\\s-]*");
  return new RegExp(`(?:0|255|\\+255)?[\\s-]*${spaced}`);
}

describe("what public pages are sent (docs/security.md#phone-numbers)", () => {
  it("never carries a student's WhatsApp number, nor a shop's number not marked public; says only how to reach them", async () => {
    const seller = await make.user({ whatsappNumber: "0754 987 321" });
    const quiet = await make.user({ whatsappNumber: "0765111222", contactPreference: "messages_only" });
    const product = await make.product(seller.id);
    const room = await make.accommodation(quiet.id);
    const shop = await make.shop(seller.id, { name: "Private Number Shop", phoneNumber: "0788444555" });
    const publicShop = await make.shop(seller.id, {
      name: "Business Number Shop",
      phoneNumber: "0677666777",
      phoneNumberPublic: true,
    });
    const quietShop = await make.shop(quiet.id, {
      name: "Quiet Shop",
      phoneNumber: "0699888777",
      phoneNumberPublic: true,
    });
    for (const s of [shop, publicShop, quietShop]) await make.product(s.ownerId, { shopId: s.id });

    const pages = {
      product: await getListing(handle.db, "product", product.id),
      accommodation: await getListing(handle.db, "accommodation", room.id),
      ownView: await getListing(handle.db, "product", product.id, seller.id),
      profile: await getSellerProfile(handle.db, seller.id),
      quietProfile: await getSellerProfile(handle.db, quiet.id),
      directory: await listSellers(handle.db, { pages: 5 }),
      shop: await getShopPage(handle.db, shop.id),
      quietShop: await getShopPage(handle.db, quietShop.id),
      shops: await listShops(handle.db, parseShopFilters(new URLSearchParams())),
      homeShops: await listShopsWithProducts(handle.db, 50),
    };
    for (const [name, page] of Object.entries(pages)) {
      const text = JSON.stringify(page);
      for (const local of ["0754987321", "0765111222", "0788444555", "0699888777"])
        expect(text, `${name} holds ${local}`).not.toMatch(numberForms(local));
    }

    expect(pages.product.seller.contactWay).toBe("whatsapp");
    expect(pages.accommodation.seller.contactWay).toBe("messages_only");
    expect(pages.profile.seller.contactWay).toBe("whatsapp");
    expect(pages.quietProfile.seller.contactWay).toBe("messages_only");
    expect(pages.shop.shop).toMatchObject({ phoneNumber: null, contactWay: "whatsapp" });
    // Messages only wins over a business number marked public: no number is ever shown.
    expect(pages.quietShop.shop).toMatchObject({ phoneNumber: null, contactWay: "messages_only" });
    // A business number its owner marked public is the shop's own, and shows.
    expect((await getShopPage(handle.db, publicShop.id)).shop.phoneNumber).toBe("0677666777");
    expect(pages.shops.items.find((s) => s.id === publicShop.id)?.phoneNumber).toBe("0677666777");
    expect(pages.shops.items.find((s) => s.id === shop.id)?.phoneNumber).toBeNull();
  });

  it("says 'none' for a person without a number", async () => {
    const seller = await make.user({ whatsappNumber: null });
    expect((await getSellerProfile(handle.db, seller.id)).seller.contactWay).toBe("none");
  });
});
