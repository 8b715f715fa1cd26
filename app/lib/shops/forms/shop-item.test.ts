import { describe, expect, it } from "vitest";
import { inLocale } from "#tests/setup/in-locale";
import { m } from "~/paraglide/messages";
import { fieldErrors } from "../../shared/forms/form-errors";
import {
  SHOP_ITEM_RULES,
  SHOP_ITEM_TOASTS,
  shopItemEditPath,
  shopItemKindFromPath,
  shopItemPostPath,
} from "../shop-items";
import {
  endOfTanzanianDay,
  parseShopItemForm,
  type ShopItemDraft,
  startOfTanzanianDay,
  tanzanianDateTime,
  toDateInputValue,
  toDateTimeInputValue,
} from "./shop-item";

const SHOP = "0b5c7a43-7b6e-4a44-9d51-2f8f0d6b9a11";

function draftOf(result: ReturnType<typeof parseShopItemForm>): ShopItemDraft {
  if (!result.success) throw new Error(`refused: ${JSON.stringify(fieldErrors(result.issues))}`);
  return result.draft;
}

function errorsOf(result: ReturnType<typeof parseShopItemForm>) {
  if (result.success) throw new Error("accepted");
  return fieldErrors(result.issues);
}

describe("Tanzanian dates", () => {
  it("read a typed day as that day in Dar es Salaam (UTC+3), whole", () => {
    expect(startOfTanzanianDay("2026-05-01")?.toISOString()).toBe("2026-04-30T21:00:00.000Z");
    expect(endOfTanzanianDay("2026-05-01")?.toISOString()).toBe("2026-05-01T20:59:59.999Z");
    expect(tanzanianDateTime("2026-05-01T18:30")?.toISOString()).toBe("2026-05-01T15:30:00.000Z");
    expect(tanzanianDateTime("2026-05-01T01:15:20")?.toISOString()).toBe("2026-04-30T22:15:20.000Z");
  });

  it("refuse days that do not exist and anything that is not a date input's value", () => {
    for (const value of [
      "2026-02-30",
      "2026-13-01",
      "2026-00-10",
      "1/5/2026",
      "",
      "2026-05-01T10:00",
      "275760-01-01",
      "1999-01-01",
    ]) {
      expect(startOfTanzanianDay(value), value).toBeNull();
    }
    for (const value of [
      "2026-05-01",
      "2026-05-01T24:00",
      "2026-05-01T10:60",
      "2026-04-31T10:00",
      "2026-05-01 10:00",
    ]) {
      expect(tanzanianDateTime(value), value).toBeNull();
    }
    expect(startOfTanzanianDay("2028-02-29")).not.toBeNull();
  });

  it("show a stored instant in the form as the Tanzanian day and time", () => {
    expect(toDateInputValue(new Date("2026-04-30T21:00:00Z"))).toBe("2026-05-01");
    expect(toDateInputValue(new Date("2026-05-01T20:59:59.999Z"))).toBe("2026-05-01");
    expect(toDateTimeInputValue("2026-05-01T15:30:00.000Z")).toBe("2026-05-01T18:30");
    const typed = "2026-12-31T23:45";
    expect(toDateTimeInputValue(tanzanianDateTime(typed)!)).toBe(typed);
  });
});

describe("the promotion form", () => {
  const valid = {
    shopId: SHOP,
    title: " Back to campus sale ",
    description: " ",
    type: "promotion",
    startDate: "2026-05-01",
    endDate: "2026-05-01",
  };

  it("takes a one-day promotion running the whole Tanzanian day, blank description as none", () => {
    const draft = draftOf(parseShopItemForm("promotion", valid));
    expect(draft).toEqual({
      kind: "promotion",
      fields: {
        shopId: SHOP,
        title: "Back to campus sale",
        description: undefined,
        type: "promotion",
        startDate: new Date("2026-04-30T21:00:00.000Z"),
        endDate: new Date("2026-05-01T20:59:59.999Z"),
      },
    });
  });

  it("needs a shop of the owner's, in the form's words", () => {
    expect(errorsOf(parseShopItemForm("promotion", { ...valid, shopId: "" })).shopId).toBe(
      m.shops_item_select_shop_message(),
    );
    expect(errorsOf(parseShopItemForm("promotion", { ...valid, shopId: "not-a-shop" })).shopId).toBe(
      m.shops_item_select_shop_message(),
    );
  });

  it("refuses an end before the start, and missing or broken dates", () => {
    expect(
      errorsOf(parseShopItemForm("promotion", { ...valid, startDate: "2026-05-02", endDate: "2026-05-01" })).endDate,
    ).toBe("The end date cannot be before the start date.");
    const errors = errorsOf(
      parseShopItemForm("promotion", { ...valid, title: "  ", startDate: "", endDate: "2026-02-31" }),
    );
    expect(errors).toMatchObject({
      title: "Please enter a title.",
      startDate: "Please choose a start date.",
      endDate: "Please enter a valid end date.",
    });
  });

  it("knows the three types, defaulting to promotion", () => {
    expect(draftOf(parseShopItemForm("promotion", { ...valid, type: "event" })).fields).toMatchObject({
      type: "event",
    });
    expect(draftOf(parseShopItemForm("promotion", { ...valid, type: "" })).fields).toMatchObject({ type: "promotion" });
    expect(errorsOf(parseShopItemForm("promotion", { ...valid, type: "raffle" })).type).toBeDefined();
  });

  it("keeps titles and descriptions to their lengths and refuses control characters", () => {
    expect(errorsOf(parseShopItemForm("promotion", { ...valid, title: "x".repeat(121) })).title).toBe(
      "Please use at most 120 characters.",
    );
    expect(errorsOf(parseShopItemForm("promotion", { ...valid, description: "x".repeat(2001) })).description).toBe(
      "Please use at most 2000 characters.",
    );
    expect(errorsOf(parseShopItemForm("promotion", { ...valid, title: "a\u0000b" })).title).toBeDefined();
  });

  it("reads a posted FormData the same way", () => {
    const form = new FormData();
    for (const [name, value] of Object.entries(valid)) form.set(name, value);
    form.set("image", new File([], ""));
    expect(draftOf(parseShopItemForm("promotion", form)).fields.shopId).toBe(SHOP);
  });
});

describe("the event form", () => {
  const valid = { shopId: SHOP, title: "Coding night", eventDate: "2026-06-10T18:00" };

  it("takes a free event with unlimited places when price and places are blank", () => {
    const draft = draftOf(parseShopItemForm("event", { ...valid, price: " ", maxParticipants: "", location: "" }));
    expect(draft).toEqual({
      kind: "event",
      fields: {
        shopId: SHOP,
        title: "Coding night",
        description: undefined,
        eventDate: new Date("2026-06-10T15:00:00.000Z"),
        location: undefined,
        price: undefined,
        maxParticipants: undefined,
      },
    });
  });

  it("takes a price of 0 or more and at least one place", () => {
    const fields = draftOf(
      parseShopItemForm("event", { ...valid, price: "5,000", maxParticipants: "40", location: "Mlimani City hall" }),
    ).fields;
    expect(fields).toMatchObject({ price: "5000", maxParticipants: 40, location: "Mlimani City hall" });
    expect(draftOf(parseShopItemForm("event", { ...valid, price: "0", maxParticipants: "1" })).fields).toMatchObject({
      price: "0",
      maxParticipants: 1,
    });
  });

  it("refuses a negative price, fewer than one place, a fraction of a place and a missing date", () => {
    const errors = errorsOf(parseShopItemForm("event", { ...valid, price: "-1", maxParticipants: "0", eventDate: "" }));
    expect(Object.keys(errors).sort()).toEqual(["eventDate", "maxParticipants", "price"]);
    expect(errors.eventDate).toBe("Please choose the date and time of the event.");
    expect(errorsOf(parseShopItemForm("event", { ...valid, maxParticipants: "2.5" })).maxParticipants).toContain(
      "from 1",
    );
    expect(
      errorsOf(parseShopItemForm("event", { ...valid, maxParticipants: "999999999" })).maxParticipants,
    ).toBeDefined();
    expect(errorsOf(parseShopItemForm("event", { ...valid, eventDate: "2026-06-31T10:00" })).eventDate).toBe(
      "Please enter a valid date and time.",
    );
  });
});

describe("the service form", () => {
  const valid = { shopId: SHOP, name: "Laptop repair", price: "15000" };

  it("needs a name and a price of 0 or more; category and duration are optional", () => {
    expect(draftOf(parseShopItemForm("service", { ...valid, category: "", durationMinutes: "" })).fields).toEqual({
      shopId: SHOP,
      name: "Laptop repair",
      description: undefined,
      category: undefined,
      price: "15000",
      durationMinutes: undefined,
    });
    expect(
      draftOf(parseShopItemForm("service", { ...valid, price: "0", durationMinutes: "45", category: "Repairs" }))
        .fields,
    ).toMatchObject({ price: "0", durationMinutes: 45, category: "Repairs" });
    const errors = errorsOf(parseShopItemForm("service", { shopId: SHOP, name: "", price: "" }));
    expect(Object.keys(errors).sort()).toEqual(["name", "price"]);
    expect(errors.name).toBe("Please enter the service name.");
  });

  it("refuses a duration under a minute and a negative price", () => {
    const errors = errorsOf(parseShopItemForm("service", { ...valid, price: "-500", durationMinutes: "0" }));
    expect(errors.price).toBeDefined();
    expect(errors.durationMinutes).toContain("from 1");
  });
});

describe("shop item kinds", () => {
  it("find the kind a path is under, and give each its pages and bucket", () => {
    expect(shopItemKindFromPath("/promotions/post")).toBe("promotion");
    expect(shopItemKindFromPath("/Events/abc/edit")).toBe("event");
    expect(shopItemKindFromPath("/services/post")).toBe("service");
    expect(shopItemKindFromPath("/shops/create")).toBeNull();
    expect(shopItemPostPath("event", SHOP)).toBe(`/events/post?shopId=${SHOP}`);
    expect(shopItemPostPath("service")).toBe("/services/post");
    expect(shopItemEditPath("promotion", SHOP)).toBe(`/promotions/${SHOP}/edit`);
    expect(SHOP_ITEM_RULES.service.bucket).toBe("service-images");
    expect(SHOP_ITEM_RULES.event.text.createFailed).toBe("Error creating event");
  });
});

describe("in Kiswahili", () => {
  it("words the form's errors, the kind's texts and the toasts for a Kiswahili reader", () => {
    inLocale("sw", () => {
      const errors = errorsOf(
        parseShopItemForm("event", { shopId: "", title: " ", eventDate: "", maxParticipants: "0" }),
      );
      expect(errors).toMatchObject({
        shopId: "Tafadhali chagua duka na uhakikishe umeingia.",
        title: "Tafadhali andika kichwa.",
        eventDate: "Tafadhali chagua tarehe na saa ya tukio.",
        maxParticipants:
          "Idadi ya juu ya washiriki lazima iwe namba kamili kuanzia 1 hadi 100,000, au iachwe wazi kama hakuna kikomo.",
      });
      expect(SHOP_ITEM_RULES.event.text.createFailed).toBe("Imeshindikana kuongeza tukio");
      expect(SHOP_ITEM_RULES.promotion.text.postTitle).toBe("Ongeza ofa");
      expect(SHOP_ITEM_TOASTS["event-created"]).toEqual({
        title: "Tukio limeongezwa",
        description: "Tukio lako sasa liko kwenye ukurasa wa duka lako.",
      });
      expect(SHOP_ITEM_TOASTS["service-not-found"]).toMatchObject({ title: "Hitilafu", variant: "destructive" });
    });
    expect(SHOP_ITEM_TOASTS["promotion-deleted"]).toEqual({
      title: "Promotion deleted",
      description: "The promotion has been removed from your shop.",
    });
  });
});
