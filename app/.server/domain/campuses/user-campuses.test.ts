import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { testDatabase } from "#tests/fixtures/test-database";
import { userCampuses, users } from "../../db/schema";
import { getProfile } from "../accounts/get-profile";
import { updateProfile } from "../accounts/update-profile";
import { addUserCampus } from "./add-user-campus";
import { listUserCampusIds } from "./list-user-campus-ids";
import { removeUserCampus } from "./remove-user-campus";
import { setPrimaryCampus } from "./set-primary-campus";

const handle = testDatabase();
const { make } = handle;

const primaryOf = async (userId: string) => {
  const rows = await handle.db.select().from(userCampuses).where(eq(userCampuses.userId, userId));
  const [profile] = await handle.db.select({ campusId: users.campusId }).from(users).where(eq(users.id, userId));
  return {
    primary: rows.filter((r) => r.isPrimary).map((r) => r.campusId),
    profileCampus: profile?.campusId,
    count: rows.length,
  };
};

describe("a user's campuses", () => {
  it("adds up to five, makes the first primary, and refuses a sixth", async () => {
    const six = await Promise.all(Array.from({ length: 6 }, () => make.campus()));
    const user = await make.user({ campusId: six[0]!.id });
    for (const c of six.slice(1, 5)) await addUserCampus(handle.db, user.id, c.id);
    expect(await primaryOf(user.id)).toEqual({ primary: [six[0]!.id], profileCampus: six[0]!.id, count: 5 });
    await expect(addUserCampus(handle.db, user.id, six[5]!.id)).rejects.toMatchObject({
      reason: "campus_limit_reached",
    });
    await addUserCampus(handle.db, user.id, six[1]!.id); // already there: nothing changes
    expect((await primaryOf(user.id)).count).toBe(5);
  });

  it("changes the primary campus (update_user_campus) and keeps one primary", async () => {
    const [a, b] = [await make.campus(), await make.campus()];
    const user = await make.user({ campusId: a.id });
    await addUserCampus(handle.db, user.id, b.id);
    await setPrimaryCampus(handle.db, user.id, b.id);
    expect(await primaryOf(user.id)).toEqual({ primary: [b.id], profileCampus: b.id, count: 2 });
  });

  it("removing the primary makes the first remaining one primary; the last one stays", async () => {
    const [a, b, c] = [await make.campus(), await make.campus(), await make.campus()];
    const user = await make.user({ campusId: a.id });
    for (const x of [b, c]) await addUserCampus(handle.db, user.id, x.id);
    await removeUserCampus(handle.db, user.id, a.id);
    expect(await primaryOf(user.id)).toEqual({ primary: [b.id], profileCampus: b.id, count: 2 });
    await removeUserCampus(handle.db, user.id, c.id);
    await expect(removeUserCampus(handle.db, user.id, b.id)).rejects.toMatchObject({ reason: "campus_required" });
  });

  it("never changes another user's campuses or profile", async () => {
    const [a, b] = [await make.campus(), await make.campus()];
    const owner = await make.user({ fullName: "Owner Name", campusId: a.id });
    const intruder = await make.user();
    await addUserCampus(handle.db, owner.id, b.id);
    // The intruder names the owner's campus: only the intruder's own rows could ever change.
    await expect(setPrimaryCampus(handle.db, intruder.id, b.id)).rejects.toMatchObject({
      reason: "campus_update_failed",
    });
    await expect(removeUserCampus(handle.db, intruder.id, a.id)).rejects.toMatchObject({
      reason: "campus_update_failed",
    });
    expect(await primaryOf(owner.id)).toEqual({ primary: [a.id], profileCampus: a.id, count: 2 });
    await updateProfile(handle.db, intruder.id, {
      fullName: "Changed",
      phoneNumber: "",
      whatsappNumber: "",
      university: "",
    });
    expect((await getProfile(handle.db, owner.id)).profile.fullName).toBe("Owner Name");
  });

  it("updates the user's own details and moves 'last updated'", async () => {
    const user = await make.user({ updatedAt: new Date("2026-01-01T00:00:00Z") });
    await updateProfile(handle.db, user.id, {
      fullName: "Asha Juma",
      phoneNumber: "0712345678",
      whatsappNumber: "",
      university: "SUA",
    });
    const { profile } = await getProfile(handle.db, user.id);
    expect(profile).toMatchObject({
      fullName: "Asha Juma",
      phoneNumber: "0712345678",
      whatsappNumber: null,
      university: "SUA",
    });
    expect(profile.updatedAt.getTime()).toBeGreaterThan(Date.parse("2026-06-01"));
  });

  it("lists the campuses a user's lists follow", async () => {
    const [primary, other] = [await make.campus(), await make.campus()];
    const user = await make.user({ campusId: primary.id });
    await addUserCampus(handle.db, user.id, other.id);
    expect((await listUserCampusIds(handle.db, user.id)).sort()).toEqual([primary.id, other.id].sort());
  });

  it("cannot exist without a campus: the database refuses the account, and writes the primary row with it", async () => {
    await expect(
      handle.db
        .insert(users)
        .values({ fullName: "No Campus", email: `none-${Date.now()}@example.test` } as typeof users.$inferInsert),
    ).rejects.toThrow();
    const campus = await make.campus();
    const user = await make.user({ campusId: campus.id });
    expect(await primaryOf(user.id)).toEqual({ primary: [campus.id], profileCampus: campus.id, count: 1 });
  });
});
