import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { testDatabase } from "#tests/fixtures/test-database";
import { userCampuses, users } from "../../db/schema";
import { deleteAccount } from "./delete-account";
import { emailIsRegistered } from "./email-is-registered";
import { setUpNewAccount } from "./set-up-new-account";

const handle = testDatabase();
const { make } = handle;

describe("setUpNewAccount", () => {
  it("writes the campuses with the marked one primary and the profile fields", async () => {
    const [a, b] = [await make.campus(), await make.campus()];
    // As on sign-up: the account is created with its primary campus, the others follow.
    const user = await make.user({ whatsappNumber: null, campusId: b.id });
    await setUpNewAccount(handle.db, {
      userId: user.id,
      campusIds: [a.id, b.id],
      primaryCampusId: b.id,
      whatsappNumber: "0754123456",
    });
    const rows = await handle.db.select().from(userCampuses).where(eq(userCampuses.userId, user.id));
    expect(rows.map((r) => [r.campusId, r.isPrimary]).sort()).toEqual(
      [
        [a.id, false],
        [b.id, true],
      ].sort(),
    );
    const [profile] = await handle.db.select().from(users).where(eq(users.id, user.id));
    expect(profile).toMatchObject({ campusId: b.id, whatsappNumber: "0754123456" });
  });

  it("makes the first campus primary when none is marked", async () => {
    const [a, b] = [await make.campus(), await make.campus()];
    const user = await make.user({ campusId: a.id });
    await setUpNewAccount(handle.db, { userId: user.id, campusIds: [a.id, b.id], whatsappNumber: "0754123456" });
    const [profile] = await handle.db.select().from(users).where(eq(users.id, user.id));
    expect(profile?.campusId).toBe(a.id);
  });

  it("writes nothing when a campus does not exist, or there are none or more than five", async () => {
    const real = await make.campus();
    const user = await make.user({ campusId: real.id });
    await expect(
      setUpNewAccount(handle.db, {
        userId: user.id,
        campusIds: [real.id, "00000000-0000-4000-8000-000000000000"],
        whatsappNumber: "0754123456",
      }),
    ).rejects.toMatchObject({
      code: "invalid_input",
    });
    await expect(
      setUpNewAccount(handle.db, { userId: user.id, campusIds: [], whatsappNumber: "0754123456" }),
    ).rejects.toMatchObject({
      reason: "campus_required",
    });
    const six = await Promise.all(Array.from({ length: 6 }, () => make.campus()));
    await expect(
      setUpNewAccount(handle.db, { userId: user.id, campusIds: six.map((c) => c.id), whatsappNumber: "0754123456" }),
    ).rejects.toMatchObject({
      code: "invalid_input",
    });
    // Only the primary row written with the account.
    expect(
      (await handle.db.select().from(userCampuses).where(eq(userCampuses.userId, user.id))).map((r) => r.campusId),
    ).toEqual([real.id]);
  });
});

describe("deleteAccount and emailIsRegistered", () => {
  it("finds e-mails in any case and removes an account with its campuses", async () => {
    const user = await make.user({ email: "Juma.Said@Example.test" });
    const campus = await make.campus();
    await setUpNewAccount(handle.db, { userId: user.id, campusIds: [campus.id], whatsappNumber: "0754123456" });
    expect(await emailIsRegistered(handle.db, "juma.said@example.test")).toBe(true);
    await deleteAccount(handle.db, user.id);
    expect(await emailIsRegistered(handle.db, "juma.said@example.test")).toBe(false);
    expect(await handle.db.select().from(userCampuses).where(eq(userCampuses.userId, user.id))).toEqual([]);
  });
});
