import { describe, expect, it } from "vitest";
import { inLocale } from "#tests/setup/in-locale";
import { SHOP_MANAGEMENT_TEXT } from "../shop-text";
import { parseShopForm, SHOP_FORM_TEXT } from "./shop";

const form = (values: Record<string, string>) => {
  const data = new FormData();
  for (const [k, v] of Object.entries(values)) data.set(k, v);
  return data;
};

describe("the shop form", () => {
  it("needs a name and a location", () => {
    const result = parseShopForm(form({ name: "  ", location: "" }));
    expect(result.success).toBe(false);
    const fields = result.error?.issues.map((issue) => issue.path[0]);
    expect(fields).toEqual(expect.arrayContaining(["name", "location"]));
  });

  it("takes blank optional fields as not given and the category as Other", () => {
    const result = parseShopForm(
      form({
        name: " Mama Ntilie ",
        location: "Mlimani City",
        description: " ",
        address: "",
        phoneNumber: "",
        campusId: "",
      }),
    );
    expect(result.success).toBe(true);
    expect(result.data).toEqual({
      name: "Mama Ntilie",
      location: "Mlimani City",
      category: "Other",
      phoneNumber: "",
      phoneNumberPublic: false,
    });
  });

  it("refuses a category, phone number or campus it does not know", () => {
    const result = parseShopForm(
      form({ name: "A", location: "B", category: "Weapons", phoneNumber: "12345", campusId: "not-a-campus" }),
    );
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((issue) => issue.path[0])).toEqual(
      expect.arrayContaining(["category", "phoneNumber", "campusId"]),
    );
  });

  it("reads the business-number box: ticked is public, left out is not", () => {
    expect(
      parseShopForm(form({ name: "A", location: "B", phoneNumber: "0754123456", phoneNumberPublic: "on" })).data
        ?.phoneNumberPublic,
    ).toBe(true);
    expect(parseShopForm(form({ name: "A", location: "B", phoneNumber: "0754123456" })).data?.phoneNumberPublic).toBe(
      false,
    );
  });

  it("cleans a phone number typed with spaces", () => {
    const result = parseShopForm(form({ name: "A", location: "B", phoneNumber: "0754 123 456" }));
    expect(result.data?.phoneNumber).toBe("0754123456");
  });
});

describe("the shop texts in Kiswahili", () => {
  it("word the form's errors and the subscription's offer for a Kiswahili reader", () => {
    inLocale("sw", () => {
      const result = parseShopForm(form({ name: " ", location: "Mlimani City" }));
      expect(result.error?.issues.find((issue) => issue.path[0] === "name")?.message).toBe(
        "Tafadhali andika jina la duka.",
      );
      expect(SHOP_FORM_TEXT.createTitle).toBe("Fungua duka lako");
      expect(SHOP_MANAGEMENT_TEXT.upgradePaid).toMatch(
        /^Lipia kifurushi kwa TShs [\d,]+\/mwezi upate vipengele vyote vya Premium\.$/,
      );
      expect(SHOP_MANAGEMENT_TEXT.activated).toEqual({
        title: "Kifurushi kimewashwa!",
        description: "Kifurushi cha duka lako kimewashwa.",
      });
    });
    expect(SHOP_FORM_TEXT.createTitle).toBe("Create Your Shop");
    expect(SHOP_MANAGEMENT_TEXT.freeTrialBadge).toBe("Free Trial");
  });
});
