import { eq, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { testDatabase } from "#tests/fixtures/test-database";
import { profileSchema } from "~/lib/accounts/forms/profile";
import { describeError } from "~/lib/error-text";
import { CONTACT_OPENINGS_PER_DAY, contactSchema, NEW_ACCOUNT_DAYS } from "~/lib/messages/forms/contact";
import { contactOpenings, users } from "../../../db/schema";
import { updateProfile } from "../../accounts/update-profile";
import { openContact } from "./open-contact";

const handle = testDatabase();
const { make } = handle;
const HOUR = 60 * 60 * 1000;
const DAY = 24 * HOUR;
const { newAccount: NEW_LIMIT, established: LIMIT } = CONTACT_OPENINGS_PER_DAY;

const openingsOf = (openerId: string) =>
  handle.db.select().from(contactOpenings).where(eq(contactOpenings.openerId, openerId));
const listing = (id: string) => ({ kind: "listing" as const, id });

/** A number no other account of this file has: a confirmed number is its newest confirmer's. */
let numbers = Math.floor(Math.random() * 1_000_000) * 100;
const freshNumber = () => `07${String(++numbers).padStart(8, "0")}`;

/**
 * A student who may open contacts: their own phone confirmed by its code (unless `phoneVerifiedAt:
 * null` says they never did), their account past its first 14 days.
 */
async function opener(values: Parameters<typeof make.user>[0] = {}) {
  const { phoneVerifiedAt, whatsappNumber, ...rest } = values;
  const number = whatsappNumber ?? freshNumber();
  const user = await make.user({
    whatsappNumber: number,
    createdAt: new Date(Date.now() - (NEW_ACCOUNT_DAYS + 1) * DAY),
    ...rest,
  });
  if (phoneVerifiedAt !== null) await make.confirmPhone(user.id, number);
  return user;
}

/** The domain error a promise fails with, as plain data. */
async function refusal(promise: Promise<unknown>) {
  try {
    await promise;
  } catch (error) {
    const { code, reason, values } = error as { code: string; reason: string; values: Record<string, string | number> };
    return { code, reason, values };
  }
  throw new Error("expected a refusal");
}

describe("openContact", () => {
  it("answers the seller's number, normalized, with what the message is about, and records who, whose, which and when", async () => {
    const seller = await make.user({ fullName: "Asha Mrema", whatsappNumber: "0754 123 456" });
    const buyer = await opener();
    const product = await make.product(seller.id, { name: "Desk", price: "25000" });
    const opened = await openContact(handle.db, buyer.id, listing(product.id));
    expect(opened).toEqual({
      number: "255754123456",
      ownerName: "Asha Mrema",
      subject: { kind: "product", title: "Desk", price: "25000.00", location: null },
      recorded: true,
    });
    const [row] = await openingsOf(buyer.id);
    expect(row).toMatchObject({ openerId: buyer.id, ownerId: seller.id, listingId: product.id, shopId: null });
    expect(Date.now() - row!.openedAt.getTime()).toBeLessThan(60_000);
  });

  it("answers an accommodation's landlord, a shop's own number and a person's, each recorded with its subject", async () => {
    const landlord = await make.user({ whatsappNumber: "0713000111" });
    const owner = await make.user({ whatsappNumber: "0700000001" });
    const buyer = await opener();
    const room = await make.accommodation(landlord.id, { location: "Sinza" });
    const shop = await make.shop(owner.id, { name: "Mama Ntilie", phoneNumber: "0655000222" });
    expect(await openContact(handle.db, buyer.id, listing(room.id))).toMatchObject({
      number: "255713000111",
      subject: { kind: "accommodation", location: "Sinza" },
    });
    expect(await openContact(handle.db, buyer.id, { kind: "shop", id: shop.id })).toMatchObject({
      number: "255655000222",
      subject: { kind: "shop", name: "Mama Ntilie" },
    });
    expect(await openContact(handle.db, buyer.id, { kind: "user", id: owner.id })).toMatchObject({
      number: "255700000001",
      subject: { kind: "person" },
    });
    const rows = await openingsOf(buyer.id);
    expect(rows.map((r) => [r.ownerId, r.listingId, r.shopId])).toEqual(
      expect.arrayContaining([
        [landlord.id, room.id, null],
        [owner.id, null, shop.id],
        [owner.id, null, null],
      ]),
    );
  });

  it(`refuses the ${LIMIT + 1}st opening in 24 hours, with its code; older openings do not count`, async () => {
    const seller = await make.user();
    const buyer = await opener();
    const product = await make.product(seller.id);
    await handle.db.insert(contactOpenings).values({
      openerId: buyer.id,
      ownerId: seller.id,
      listingId: product.id,
      openedAt: new Date(Date.now() - 25 * HOUR),
    });
    await handle.db
      .insert(contactOpenings)
      .values(
        Array.from({ length: LIMIT - 1 }, () => ({ openerId: buyer.id, ownerId: seller.id, listingId: product.id })),
      );
    expect((await openContact(handle.db, buyer.id, listing(product.id))).recorded).toBe(true);
    expect(await refusal(openContact(handle.db, buyer.id, listing(product.id)))).toEqual({
      code: "rate_limited",
      reason: "contact_openings_per_day",
      values: { limit: LIMIT },
    });
    expect(await openingsOf(buyer.id)).toHaveLength(LIMIT + 1);
    // The limit is the opener's own: another student still opens this contact.
    const other = await opener();
    expect((await openContact(handle.db, other.id, listing(product.id))).recorded).toBe(true);
  });

  it(`keeps exactly ${LIMIT} of 45 openings sent at once`, async () => {
    const buyer = await opener();
    const sellers = await Promise.all(Array.from({ length: 5 }, () => make.user()));
    const products = await Promise.all(Array.from({ length: 45 }, (_, i) => make.product(sellers[i % 5]!.id)));
    const results = await Promise.allSettled(products.map((p) => openContact(handle.db, buyer.id, listing(p.id))));
    expect(results.filter((r) => r.status === "fulfilled")).toHaveLength(LIMIT);
    const refused = results.filter((r): r is PromiseRejectedResult => r.status === "rejected");
    expect(refused).toHaveLength(5);
    for (const r of refused) expect(r.reason).toMatchObject({ reason: "contact_openings_per_day" });
    expect(await openingsOf(buyer.id)).toHaveLength(LIMIT);
  });

  it("refuses an owner on 'Messages only', for their listings, their shops and their profile, and records nothing", async () => {
    const seller = await make.user({ contactPreference: "messages_only" });
    const buyer = await opener();
    const product = await make.product(seller.id);
    const shop = await make.shop(seller.id, { phoneNumber: "0655000333", phoneNumberPublic: true });
    for (const target of [
      listing(product.id),
      { kind: "shop" as const, id: shop.id },
      { kind: "user" as const, id: seller.id },
    ]) {
      expect(await refusal(openContact(handle.db, buyer.id, target))).toMatchObject({
        code: "forbidden",
        reason: "contact_messages_only",
      });
    }
    expect(await openingsOf(buyer.id)).toHaveLength(0);
  });

  it("follows the owner's choice on /profile: Messages only, kept when the form leaves it out, and back to WhatsApp", async () => {
    const seller = await make.user();
    const buyer = await opener();
    const product = await make.product(seller.id);
    const details = { fullName: "Asha Mrema", phoneNumber: "", whatsappNumber: "0754123456", university: "" };
    await updateProfile(handle.db, seller.id, { ...details, contactPreference: "messages_only" });
    expect(await refusal(openContact(handle.db, buyer.id, listing(product.id)))).toMatchObject({
      reason: "contact_messages_only",
    });
    await updateProfile(handle.db, seller.id, { ...details, contactPreference: "" });
    expect(await refusal(openContact(handle.db, buyer.id, listing(product.id)))).toMatchObject({
      reason: "contact_messages_only",
    });
    await updateProfile(handle.db, seller.id, { ...details, contactPreference: "whatsapp" });
    expect((await openContact(handle.db, buyer.id, listing(product.id))).recorded).toBe(true);
    expect(profileSchema.safeParse({ ...details, contactPreference: "everyone" }).success).toBe(false);
  });

  it("answers 'WhatsApp not available' (contact_no_number) when there is no usable number, saying whose", async () => {
    const seller = await make.user({ whatsappNumber: null });
    const buyer = await opener();
    const room = await make.accommodation(seller.id);
    const shop = await make.shop(seller.id, { phoneNumber: null });
    expect(await refusal(openContact(handle.db, buyer.id, listing(room.id)))).toEqual({
      code: "not_found",
      reason: "contact_no_number",
      values: { about: "accommodation" },
    });
    expect(await refusal(openContact(handle.db, buyer.id, { kind: "shop", id: shop.id }))).toMatchObject({
      reason: "contact_no_number",
      values: { about: "shop" },
    });
    expect(await openingsOf(buyer.id)).toHaveLength(0);
  });

  it("offers no contact for a listing that is not listed publicly: hidden, removed, under review, sold, expired or unpaid", async () => {
    const seller = await make.user();
    const buyer = await opener();
    for (const status of ["hidden", "removed", "under_review", "sold", "expired", "pending_fee"] as const) {
      const product = await make.product(seller.id, { status });
      expect(await refusal(openContact(handle.db, buyer.id, listing(product.id))), status).toMatchObject({
        code: "not_found",
        reason: "contact_not_found",
      });
    }
    const missing = await refusal(openContact(handle.db, buyer.id, listing("00000000-0000-4000-8000-000000000000")));
    expect(missing).toMatchObject({ reason: "contact_not_found" });
    expect(await openingsOf(buyer.id)).toHaveLength(0);
  });

  it("refuses a suspended opener, and a suspended seller's contact", async () => {
    const seller = await make.user();
    const product = await make.product(seller.id);
    const suspended = await opener({ banned: true });
    expect(await refusal(openContact(handle.db, suspended.id, listing(product.id)))).toMatchObject({
      code: "forbidden",
      reason: "contact_not_allowed",
    });
    const lapsed = await opener({ banned: true, banExpires: new Date(Date.now() - HOUR) });
    expect((await openContact(handle.db, lapsed.id, listing(product.id))).recorded).toBe(true);

    const buyer = await opener();
    await handle.db.update(users).set({ banned: true }).where(eq(users.id, seller.id));
    expect(await refusal(openContact(handle.db, buyer.id, listing(product.id)))).toMatchObject({
      reason: "contact_not_found",
    });
    expect(await refusal(openContact(handle.db, buyer.id, { kind: "user", id: seller.id }))).toMatchObject({
      reason: "contact_not_found",
    });
  });

  it("answers one's own contact without recording it: it is no deal and uses none of the day's openings", async () => {
    const seller = await make.user();
    const product = await make.product(seller.id);
    expect(await openContact(handle.db, seller.id, listing(product.id))).toMatchObject({
      recorded: false,
      number: "255754123456",
    });
    expect(await openingsOf(seller.id)).toHaveLength(0);
  });

  it("keeps an opening when the listing is deleted (set null), and drops it with the opener's account", async () => {
    const seller = await make.user();
    const buyer = await opener();
    const product = await make.product(seller.id);
    await openContact(handle.db, buyer.id, listing(product.id));
    await handle.db.execute(sql`delete from listings where id = ${product.id}`);
    expect(await openingsOf(buyer.id)).toMatchObject([{ listingId: null, ownerId: seller.id }]);
    await handle.db.delete(users).where(eq(users.id, buyer.id));
    expect(await openingsOf(buyer.id)).toHaveLength(0);
  });
});

describe("openContact: no numbers to harvest", () => {
  it("answers a person only when they have a listing listed publicly or a shop; otherwise as a person who does not exist", async () => {
    const buyer = await opener();
    const missing = await refusal(
      openContact(handle.db, buyer.id, { kind: "user", id: "00000000-0000-4000-8000-000000000000" }),
    );
    expect(missing).toEqual({ code: "not_found", reason: "contact_not_found", values: {} });

    const lurker = await make.user({ whatsappNumber: "0711000001" });
    expect(await refusal(openContact(handle.db, buyer.id, { kind: "user", id: lurker.id }))).toEqual(missing);
    for (const status of ["hidden", "removed", "under_review", "sold", "expired", "pending_fee"] as const)
      await make.product(lurker.id, { status });
    expect(await refusal(openContact(handle.db, buyer.id, { kind: "user", id: lurker.id }))).toEqual(missing);

    const seller = await make.user({ whatsappNumber: "0711000002" });
    await make.product(seller.id);
    expect(await openContact(handle.db, buyer.id, { kind: "user", id: seller.id })).toMatchObject({
      number: "255711000002",
      subject: { kind: "person" },
      recorded: true,
    });
    const landlord = await make.user({ whatsappNumber: "0711000003" });
    await make.accommodation(landlord.id);
    expect((await openContact(handle.db, buyer.id, { kind: "user", id: landlord.id })).number).toBe("255711000003");
    const shopkeeper = await make.user({ whatsappNumber: "0711000004" });
    await make.shop(shopkeeper.id, { phoneNumber: null });
    expect((await openContact(handle.db, buyer.id, { kind: "user", id: shopkeeper.id })).number).toBe("255711000004");
    expect(await openingsOf(buyer.id)).toHaveLength(3);
  });

  it("refuses an opener without a confirmed phone, with words that say what to do, whatever the target, and records nothing", async () => {
    const seller = await make.user();
    const product = await make.product(seller.id);
    const shop = await make.shop(seller.id, { phoneNumber: "0655000444" });
    const unconfirmed = await opener({ phoneVerifiedAt: null });
    const targets = [
      listing(product.id),
      { kind: "shop" as const, id: shop.id },
      { kind: "user" as const, id: seller.id },
      listing("00000000-0000-4000-8000-000000000000"),
    ];
    for (const target of targets) {
      expect(await refusal(openContact(handle.db, unconfirmed.id, target)), target.kind).toEqual({
        code: "forbidden",
        reason: "contact_phone_unconfirmed",
        values: {},
      });
    }
    expect(await openingsOf(unconfirmed.id)).toHaveLength(0);
    expect(describeError({ reason: "contact_phone_unconfirmed", values: {} })).toEqual({
      title: "Confirm your phone",
      description: "Confirm your phone number on your profile to contact sellers.",
      action: { label: "Go to profile", to: "/profile" },
    });
  });

  it("takes a confirmed number only while it is still the opener's: changed, removed, or confirmed since by another account", async () => {
    const seller = await make.user();
    const product = await make.product(seller.id);
    const changed = await opener();
    await handle.db.update(users).set({ whatsappNumber: freshNumber() }).where(eq(users.id, changed.id));
    expect(await refusal(openContact(handle.db, changed.id, listing(product.id)))).toMatchObject({
      reason: "contact_phone_unconfirmed",
    });
    const removed = await opener();
    await handle.db.update(users).set({ whatsappNumber: null }).where(eq(users.id, removed.id));
    expect(await refusal(openContact(handle.db, removed.id, listing(product.id)))).toMatchObject({
      reason: "contact_phone_unconfirmed",
    });

    // One SIM confirming account after account: only the newest confirmer holds the number, whatever way it was typed.
    const number = freshNumber();
    const first = await opener({ whatsappNumber: number });
    expect((await openContact(handle.db, first.id, listing(product.id))).recorded).toBe(true);
    const second = await opener({ whatsappNumber: `+255 ${number.slice(1)}` });
    expect((await openContact(handle.db, second.id, listing(product.id))).recorded).toBe(true);
    expect(await refusal(openContact(handle.db, first.id, listing(product.id)))).toMatchObject({
      reason: "contact_phone_unconfirmed",
    });
    // An account that typed the number but never confirmed it takes nothing from the one that did.
    await opener({ whatsappNumber: number, phoneVerifiedAt: null });
    expect((await openContact(handle.db, second.id, listing(product.id))).recorded).toBe(true);
  });

  it("lets an unconfirmed student open their own contact: a listing, a shop, their profile", async () => {
    const seller = await make.user({ phoneVerifiedAt: null });
    const product = await make.product(seller.id);
    const shop = await make.shop(seller.id, { phoneNumber: "0655000555" });
    expect(await openContact(handle.db, seller.id, listing(product.id))).toMatchObject({
      recorded: false,
      number: "255754123456",
    });
    expect(await openContact(handle.db, seller.id, { kind: "shop", id: shop.id })).toMatchObject({
      recorded: false,
      number: "255655000555",
    });
    expect(await openContact(handle.db, seller.id, { kind: "user", id: seller.id })).toMatchObject({ recorded: false });
  });

  it(`answers an account under ${NEW_ACCOUNT_DAYS} days old ${NEW_LIMIT} openings a day, and says so; ${LIMIT} once it is older`, async () => {
    const seller = await make.user();
    const product = await make.product(seller.id);
    const young = await opener({ createdAt: new Date(Date.now() - (NEW_ACCOUNT_DAYS - 1) * DAY) });
    await handle.db.insert(contactOpenings).values(
      Array.from({ length: NEW_LIMIT - 1 }, () => ({
        openerId: young.id,
        ownerId: seller.id,
        listingId: product.id,
      })),
    );
    expect((await openContact(handle.db, young.id, listing(product.id))).recorded).toBe(true);
    const refused = await refusal(openContact(handle.db, young.id, listing(product.id)));
    expect(refused).toEqual({ code: "rate_limited", reason: "contact_openings_per_day", values: { limit: NEW_LIMIT } });
    expect(describeError(refused).description).toBe(
      `You have opened ${NEW_LIMIT} contacts today. Try again tomorrow, or send a message on the site.`,
    );
    expect(await openingsOf(young.id)).toHaveLength(NEW_LIMIT);

    // The same openings, the account now past its first 14 days: the day's limit is the established one.
    await handle.db
      .update(users)
      .set({ createdAt: new Date(Date.now() - (NEW_ACCOUNT_DAYS + 1) * DAY) })
      .where(eq(users.id, young.id));
    expect((await openContact(handle.db, young.id, listing(product.id))).recorded).toBe(true);
  });
});

describe("the Contact form's target", () => {
  it("reads listing:, shop: and user: with a uuid, and nothing else", () => {
    const id = "0F8FAD5B-D9CB-469F-A165-70867728950E";
    expect(contactSchema.safeParse({ target: `listing:${id}` }).data).toEqual({
      target: { kind: "listing", id: id.toLowerCase() },
    });
    expect(contactSchema.safeParse({ target: `shop:${id}` }).data?.target.kind).toBe("shop");
    expect(contactSchema.safeParse({ target: `user:${id}` }).data?.target.kind).toBe("user");
    for (const bad of [
      "",
      "listing:",
      `message:${id}`,
      `LISTING:${id}`,
      `listing:${id} `,
      `listing:${id}x`,
      "listing:not-a-uuid",
    ]) {
      expect(contactSchema.safeParse({ target: bad }).success, bad).toBe(false);
    }
  });
});
