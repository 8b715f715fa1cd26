import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { fixtures } from "#tests/fixtures/db-fixtures";
import { testDatabase } from "#tests/fixtures/test-database";
import { parsePendingAction, pendingFavorite, signInToFinish } from "~/lib/accounts/pending-action";
import { listings, notifications } from "../../db/schema";
import { listFavoriteIds } from "../../domain/listings/favorites/list-favorite-ids";
import { toggleFavorite } from "../../domain/listings/favorites/toggle-favorite";
import { finishPendingAction } from "./finish-pending-action";

const handle = testDatabase();
const ids: Record<string, string> = {};

beforeAll(async () => {
  const make = fixtures(handle.db);
  const seller = await make.user({ fullName: "Pending seller" });
  Object.assign(ids, {
    student: (await make.user()).id,
    seller: seller.id,
    product: (await make.product(seller.id, { name: "Lamp" })).id,
    accommodation: (await make.accommodation(seller.id, { title: "Bedsitter" })).id,
    shop: (await make.shop(seller.id, { name: "Copy shop" })).id,
  });
});

const finish = (value: FormDataEntryValue | null, userId = ids.student!) =>
  finishPendingAction({ db: handle.db }, userId, value);

describe("the pending action", () => {
  it("reads favorite:<kind>:<id> and nothing else", () => {
    const id = "0f8fad5b-d9cb-469f-a165-70867728950e";
    expect(parsePendingAction(pendingFavorite("product", id))).toEqual({ type: "favorite", kind: "product", id });
    expect(parsePendingAction(`favorite:shop:${id}`)).toEqual({ type: "favorite", kind: "shop", id });
    for (const bad of [
      null,
      "",
      "favorite",
      `favorite:car:${id}`,
      "favorite:product:42",
      `favorite:product:${id}:x`,
      `follow:product:${id}`,
      `favorite:product:${id}${"x".repeat(80)}`,
    ]) {
      expect(parsePendingAction(bad), String(bad)).toBeNull();
    }
    expect(signInToFinish("/products?q=lamp", pendingFavorite("product", id))).toBe(
      `/auth?redirectTo=%2Fproducts%3Fq%3Dlamp&then=favorite%3Aproduct%3A${id}`,
    );
  });
});

describe("finishPendingAction", () => {
  it("does nothing with a missing or bad value", async () => {
    for (const bad of [
      null,
      "",
      "favorite:product:not-an-id",
      `unfavorite:product:${ids.product}`,
      `favorite:car:${ids.product}`,
    ]) {
      expect(await finish(bad), String(bad)).toBeUndefined();
    }
    expect(await listFavoriteIds(handle.db, ids.student!)).toEqual({ products: [], accommodations: [], shops: [] });
  });

  it("saves the favourite, and says so with the favourite's own toast", async () => {
    expect(await finish(pendingFavorite("product", ids.product!))).toEqual({
      title: "Added to favorites",
      description: "You can find it again in My Favorites.",
    });
    expect(await finish(pendingFavorite("accommodation", ids.accommodation!))).toMatchObject({
      title: "Added to favorites",
    });
    expect(await finish(pendingFavorite("shop", ids.shop!))).toMatchObject({ title: "Added to favorites" });
    expect(await listFavoriteIds(handle.db, ids.student!)).toEqual({
      products: [ids.product],
      accommodations: [ids.accommodation],
      shops: [ids.shop],
    });
    // The seller hears of it once.
    const told = await handle.db.select().from(notifications).where(eq(notifications.userId, ids.seller!));
    expect(told.filter((n) => n.kind === "listing_favorited")).toHaveLength(2);
  });

  it("leaves an already-saved favourite saved (a heart tapped signed out never unsaves)", async () => {
    expect(await finish(pendingFavorite("product", ids.product!))).toMatchObject({ title: "Added to favorites" });
    expect(await finish(pendingFavorite("product", ids.product!))).toMatchObject({ title: "Added to favorites" });
    expect((await listFavoriteIds(handle.db, ids.student!)).products).toEqual([ids.product]);
    const told = await handle.db.select().from(notifications).where(eq(notifications.userId, ids.seller!));
    expect(told.filter((n) => n.kind === "listing_favorited")).toHaveLength(2);
    // And the heart's toggle still unsaves it.
    expect(await toggleFavorite(handle.db, ids.student!, "product", ids.product!)).toEqual({ favorited: false });
  });

  it("saves nothing the public cannot see, nor what is gone, nor a listing under another kind", async () => {
    const make = fixtures(handle.db);
    const other = await make.user();
    const hidden = await make.product(ids.seller!, {
      name: "Pending lamp",
      status: "pending_fee",
      feePaid: false,
      feeAmount: "10",
    });
    const gone = await make.product(ids.seller!, { name: "Sold lamp" });
    await handle.db.delete(listings).where(eq(listings.id, gone.id));
    for (const value of [
      pendingFavorite("product", hidden.id),
      pendingFavorite("product", gone.id),
      pendingFavorite("product", ids.accommodation!),
    ]) {
      expect(await finish(value, other.id), value).toMatchObject({
        title: "Error updating favorite",
        variant: "destructive",
      });
    }
    expect(await listFavoriteIds(handle.db, other.id)).toEqual({ products: [], accommodations: [], shops: [] });
  });
});
