import { and, desc, eq, sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { testDatabase } from "#tests/fixtures/test-database";
import { loadEnv } from "~/.server/runtime/env";
import { createAuth } from "../../auth/create-auth";
import { isSessionActive } from "../../auth/is-session-active";
import { listedPublicly, suspendedNow } from "../../db/queries/public-listing";
import { listings, moderationLog, sessions, userCampuses, users } from "../../db/schema";
import { createOutboxMailer } from "../../mail/outbox-mailer";
import { assertCanMessage } from "../messages/assert-can-message";
import { banUser } from "./ban-user";
import { createUser } from "./create-user";
import { listUsers } from "./list-users";
import { makeAdmin } from "./make-admin";
import { removeUser } from "./remove-user";
import { setUserRole } from "./set-user-role";
import { unbanUser } from "./unban-user";

const handle = testDatabase();
const { make } = handle;
let context: Parameters<typeof createUser>[0] & { auth: ReturnType<typeof createAuth> };
let adminId: string;
let studentId: string;
let campusId: string;

beforeAll(async () => {
  const env = loadEnv({ PORT: "3998" });
  context = {
    db: handle.db,
    env,
    auth: createAuth({
      db: handle.db,
      mailer: createOutboxMailer(handle.db),
      secret: "y".repeat(40),
      publicUrl: env.publicUrl,
    }),
  };
  campusId = (await make.campus()).id;
  adminId = (await make.user({ fullName: "Ada Admin", email: "ada@example.co.tz", role: "admin" })).id;
  studentId = (await make.user({ fullName: "Sam Student", email: "sam@example.co.tz" })).id;
});

/** The log's entries about an account, newest first. */
const logOf = (subjectId: string) =>
  handle.db.select().from(moderationLog).where(eq(moderationLog.subjectId, subjectId)).orderBy(desc(moderationLog.id));

const suspendedNowOf = async (userId: string) =>
  (
    await handle.db
      .select({ suspended: sql<boolean>`${suspendedNow(users)}` })
      .from(users)
      .where(eq(users.id, userId))
  )[0]?.suspended;

const isListedPublicly = async (listingId: string) =>
  (
    await handle.db
      .select({ id: listings.id })
      .from(listings)
      .where(and(eq(listings.id, listingId), listedPublicly(listings)))
  ).length === 1;

const DAY_MS = 86_400_000;

const signIn = (email: string, password: string, ip: string) =>
  context.auth.handler(
    new Request("http://localhost:3998/api/auth/sign-in/email", {
      method: "POST",
      headers: { "content-type": "application/json", origin: "http://localhost:3998", "x-chuo-client-ip": ip },
      body: JSON.stringify({ email, password }),
    }),
  );

describe("admin user management", () => {
  it("refuses every admin function to a user who is not an admin", async () => {
    const refused = { code: "forbidden", reason: "not_admin" };
    await expect(listUsers(handle.db, studentId)).rejects.toMatchObject(refused);
    await expect(banUser(handle.db, studentId, adminId, "")).rejects.toMatchObject(refused);
    await expect(unbanUser(handle.db, studentId, adminId)).rejects.toMatchObject(refused);
    await expect(removeUser(handle.db, studentId, adminId)).rejects.toMatchObject(refused);
    await expect(
      createUser(context, studentId, {
        fullName: "X Y",
        email: "xy@example.co.tz",
        password: "secret-pass",
        whatsappNumber: "0712345678",
        campusId,
        role: "admin",
      }),
    ).rejects.toMatchObject(refused);
    expect(await handle.db.select().from(users).where(eq(users.email, "xy@example.co.tz"))).toEqual([]);
  });

  it("lists and searches accounts by name or e-mail", async () => {
    const all = await listUsers(handle.db, adminId);
    expect(all.total).toBeGreaterThanOrEqual(2);
    const found = await listUsers(handle.db, adminId, { search: "SAM@" });
    expect(found.users.map((u) => u.id)).toEqual([studentId]);
    expect((await listUsers(handle.db, adminId, { search: "student" })).users.map((u) => u.id)).toEqual([studentId]);
    expect((await listUsers(handle.db, adminId, { search: "100%_" })).total).toBe(0);
    expect((await listUsers(handle.db, adminId, { status: "admins" })).users.map((u) => u.id)).toEqual([adminId]);
  });

  it("answers a page far past the end (or not a number) without a database error", async () => {
    // /admin/users?page=99999999999999999999 was an offset no bigint holds: a 500.
    const far = await listUsers(handle.db, adminId, { page: 1e20 });
    expect(far.total).toBeGreaterThanOrEqual(2);
    expect(far.users).toEqual([]);
    for (const page of [Number.POSITIVE_INFINITY, Number.NaN, -5]) {
      expect((await listUsers(handle.db, adminId, { page })).page, String(page)).toBe(1);
    }
  });

  it("creates a confirmed account with its campus that can sign in at once", async () => {
    const { userId } = await createUser(context, adminId, {
      fullName: "Neema New",
      email: "neema.new@example.co.tz",
      password: "secret-pass",
      whatsappNumber: "0712345678",
      campusId,
      role: "user",
    });
    const [row] = await handle.db.select().from(users).where(eq(users.id, userId));
    expect(row).toMatchObject({ emailVerified: true, role: "user", campusId, whatsappNumber: "0712345678" });
    expect(await handle.db.select().from(userCampuses).where(eq(userCampuses.userId, userId))).toHaveLength(1);
    expect((await signIn("neema.new@example.co.tz", "secret-pass", "192.0.2.30")).status).toBe(200);
    await expect(
      createUser(context, adminId, {
        fullName: "Neema Again",
        email: "NEEMA.NEW@example.co.tz",
        password: "secret-pass",
        whatsappNumber: "0712345678",
        campusId,
        role: "user",
      }),
    ).rejects.toMatchObject({ code: "conflict" });
  });

  it("suspends an account: signed out everywhere, sign-in refused, until lifted", async () => {
    await createUser(context, adminId, {
      fullName: "Baraka Ban",
      email: "baraka.ban@example.co.tz",
      password: "secret-pass",
      whatsappNumber: "0712345678",
      campusId,
      role: "user",
    });
    expect((await signIn("baraka.ban@example.co.tz", "secret-pass", "192.0.2.31")).status).toBe(200);
    const [baraka] = await handle.db.select().from(users).where(eq(users.email, "baraka.ban@example.co.tz"));
    expect(await handle.db.select().from(sessions).where(eq(sessions.userId, baraka!.id))).toHaveLength(1);

    expect(await banUser(handle.db, adminId, baraka!.id, "Selling fake phones")).toEqual({
      fullName: "Baraka Ban",
      until: null,
    });
    expect(await handle.db.select().from(sessions).where(eq(sessions.userId, baraka!.id))).toEqual([]);
    const refused = await signIn("baraka.ban@example.co.tz", "secret-pass", "192.0.2.32");
    expect(refused.status).toBe(403);
    expect(await refused.json()).toMatchObject({ code: "BANNED_USER" });
    expect((await listUsers(handle.db, adminId, { status: "banned" })).users.map((u) => u.banReason)).toEqual([
      "Selling fake phones",
    ]);

    await unbanUser(handle.db, adminId, baraka!.id);
    expect((await signIn("baraka.ban@example.co.tz", "secret-pass", "192.0.2.33")).status).toBe(200);
    // Both are in the log, by the admin, with the account as it was.
    const [lifted, suspended] = await logOf(baraka!.id);
    expect(suspended).toMatchObject({
      action: "user_suspended",
      actorId: adminId,
      actorName: "Ada Admin",
      actorRole: "admin",
      targetKind: "user",
      targetId: baraka!.id,
      note: "Selling fake phones",
    });
    expect(suspended!.details).toEqual({ until: null, length: "indefinite" });
    expect(suspended!.snapshot).toMatchObject({ fullName: "Baraka Ban", banned: false });
    expect(suspended!.snapshot).not.toHaveProperty("email");
    expect(lifted).toMatchObject({ action: "suspension_lifted", actorId: adminId, subjectId: baraka!.id });
    expect(lifted!.snapshot).toMatchObject({ banned: true, banReason: "Selling fake phones" });
  });

  it("a 7-day suspension ends by itself when the clock has moved past it", async () => {
    await createUser(context, adminId, {
      fullName: "Daudi Dated",
      email: "daudi.dated@example.co.tz",
      password: "secret-pass",
      whatsappNumber: "0712345678",
      campusId,
      role: "user",
    });
    const [daudi] = await handle.db.select().from(users).where(eq(users.email, "daudi.dated@example.co.tz"));
    const listing = await make.product(daudi!.id, { name: "Rice cooker" });
    const buyer = await make.user({ fullName: "Bahati Buyer" });
    const canMessage = () => handle.db.transaction((tx) => assertCanMessage(tx, buyer.id, daudi!.id));

    const before = Date.now();
    const { until } = await banUser(handle.db, adminId, daudi!.id, "Spam", "7d");
    expect(until!.getTime() - before).toBeGreaterThanOrEqual(7 * DAY_MS);
    expect(until!.getTime() - Date.now()).toBeLessThanOrEqual(7 * DAY_MS);
    expect((await logOf(daudi!.id))[0]!.details).toEqual({ until: until!.toISOString(), length: "7d" });
    // Suspended now, everywhere a suspension is honoured.
    expect(await suspendedNowOf(daudi!.id)).toBe(true);
    expect((await signIn("daudi.dated@example.co.tz", "secret-pass", "192.0.2.40")).status).toBe(403);
    expect(await isListedPublicly(listing.id)).toBe(false);
    await expect(canMessage()).rejects.toMatchObject({ reason: "message_recipient_suspended" });
    const listed = (await listUsers(handle.db, adminId, { status: "banned", search: "daudi" })).users;
    expect(listed.map((u) => [u.suspended, u.banExpires?.getTime()])).toEqual([[true, until!.getTime()]]);

    // The clock moved: the same suspension, started 7 days and a minute ago, ended a minute ago.
    const { until: ended } = await banUser(
      handle.db,
      adminId,
      daudi!.id,
      "Spam",
      "7d",
      new Date(Date.now() - 7 * DAY_MS - 60_000),
    );
    expect(ended!.getTime()).toBeLessThan(Date.now());
    // Nobody lifted it, and it is over: its flag is still set until the account signs in.
    expect(
      (await handle.db.select({ banned: users.banned }).from(users).where(eq(users.id, daudi!.id)))[0]!.banned,
    ).toBe(true);
    expect(await suspendedNowOf(daudi!.id)).toBe(false);
    expect((await listUsers(handle.db, adminId, { status: "banned", search: "daudi" })).users).toEqual([]);
    expect((await listUsers(handle.db, adminId, { search: "daudi" })).users.map((u) => u.suspended)).toEqual([false]);
    expect(await isListedPublicly(listing.id)).toBe(true);
    await expect(canMessage()).resolves.toBeUndefined();
    // It signs in again (the auth library lifts the ended suspension), and its new session stands.
    expect((await signIn("daudi.dated@example.co.tz", "secret-pass", "192.0.2.41")).status).toBe(200);
    expect(
      (
        await handle.db
          .select({ banned: users.banned, banExpires: users.banExpires })
          .from(users)
          .where(eq(users.id, daudi!.id))
      )[0],
    ).toEqual({ banned: false, banExpires: null });
    const [session] = await handle.db.select({ id: sessions.id }).from(sessions).where(eq(sessions.userId, daudi!.id));
    expect(await isSessionActive(handle.db, session!.id)).toBe(true);
  });

  it("deletes an account with its listings, but never the admin's own", async () => {
    const gone = await make.user({ fullName: "Gone Soon" });
    await make.product(gone.id);
    expect(await removeUser(handle.db, adminId, gone.id)).toBe("Gone Soon");
    expect(await handle.db.select().from(users).where(eq(users.id, gone.id))).toEqual([]);
    expect(await handle.db.select().from(listings).where(eq(listings.sellerId, gone.id))).toEqual([]);
    // The log keeps the deletion and who it was, though the account is gone.
    const [deleted] = await logOf(gone.id);
    expect(deleted).toMatchObject({ action: "user_deleted", actorId: adminId, targetId: gone.id });
    expect(deleted!.snapshot).toMatchObject({ id: gone.id, fullName: "Gone Soon" });
    await expect(removeUser(handle.db, adminId, gone.id)).rejects.toMatchObject({ code: "not_found" });
    await expect(removeUser(handle.db, adminId, adminId)).rejects.toMatchObject({ reason: "admin_not_yourself" });
    await expect(banUser(handle.db, adminId, adminId, "")).rejects.toMatchObject({ reason: "admin_not_yourself" });
  });

  it("a suspended admin loses the admin functions", async () => {
    const other = await make.user({ role: "admin" });
    await banUser(handle.db, adminId, other.id, "");
    await expect(listUsers(handle.db, other.id)).rejects.toMatchObject({ code: "forbidden" });
  });

  it("refuses role changes, and every admin function, to a moderator and to a student", async () => {
    const moderator = await make.user({ fullName: "Mosi Moderator", role: "moderator" });
    const target = await make.user({ fullName: "Tatu Target" });
    for (const actor of [moderator.id, studentId]) {
      for (const role of ["moderator", "admin", "user"] as const) {
        const refused = setUserRole(handle.db, actor, target.id, role);
        await expect(refused).rejects.toMatchObject({ code: "forbidden", reason: "not_admin", status: 403 });
      }
    }
    // A moderator has the queue only: no user list, suspensions, deletions or new accounts here.
    const refused = { code: "forbidden", reason: "not_admin" };
    await expect(listUsers(handle.db, moderator.id)).rejects.toMatchObject(refused);
    await expect(banUser(handle.db, moderator.id, target.id, "", "7d")).rejects.toMatchObject(refused);
    await expect(unbanUser(handle.db, moderator.id, target.id)).rejects.toMatchObject(refused);
    await expect(removeUser(handle.db, moderator.id, target.id)).rejects.toMatchObject(refused);
    await expect(
      createUser(context, moderator.id, {
        fullName: "M N",
        email: "mn@example.co.tz",
        password: "secret-pass",
        whatsappNumber: "0712345678",
        campusId,
        role: "admin",
      }),
    ).rejects.toMatchObject(refused);
    expect((await handle.db.select({ role: users.role }).from(users).where(eq(users.id, target.id)))[0]!.role).toBe(
      "user",
    );
    expect(await logOf(target.id)).toEqual([]);
  });

  it("an admin gives and takes a role, logged with its old and new value, never their own", async () => {
    const target = await make.user({ fullName: "Rehema Role" });
    expect(await setUserRole(handle.db, adminId, target.id, "moderator")).toEqual({
      fullName: "Rehema Role",
      changed: true,
    });
    expect((await listUsers(handle.db, adminId, { status: "moderators" })).users.map((u) => u.id)).toContain(target.id);
    // The same role again changes nothing and logs nothing.
    expect(await setUserRole(handle.db, adminId, target.id, "moderator")).toEqual({
      fullName: "Rehema Role",
      changed: false,
    });
    await setUserRole(handle.db, adminId, target.id, "user");
    const [back, given] = await logOf(target.id);
    expect(given).toMatchObject({
      action: "role_changed",
      actorId: adminId,
      actorRole: "admin",
      targetKind: "user",
      targetId: target.id,
      details: { from: "user", to: "moderator" },
    });
    expect(back).toMatchObject({ action: "role_changed", details: { from: "moderator", to: "user" } });
    expect(await logOf(target.id)).toHaveLength(2);
    await expect(setUserRole(handle.db, adminId, adminId, "user")).rejects.toMatchObject({
      reason: "admin_not_yourself",
    });
    await expect(setUserRole(handle.db, adminId, target.id, "owner" as never)).rejects.toMatchObject({
      code: "invalid_input",
    });
  });

  it("the operator's command makes exactly the named account admin, by e-mail", async () => {
    const namesake = await make.user({ fullName: "Sam Namesake", email: "sam@example.co.tz.other.test" });
    const bystander = await make.user({ fullName: "Bea Bystander" });
    const roleOf = async (id: string) =>
      (await handle.db.select({ role: users.role }).from(users).where(eq(users.id, id)))[0]?.role;
    const adminIds = async () =>
      (await handle.db.select({ id: users.id }).from(users).where(eq(users.role, "admin"))).map((u) => u.id).sort();
    const adminsBefore = await adminIds();
    expect(await roleOf(studentId)).toBe("user");

    expect(await makeAdmin(handle.db, " SAM@example.co.tz ")).toBe(true);
    expect(await roleOf(studentId)).toBe("admin");
    // No one else changed: not an account whose e-mail merely starts the same, not anyone else.
    expect(await roleOf(namesake.id)).toBe("user");
    expect(await roleOf(bystander.id)).toBe("user");
    expect(await adminIds()).toEqual([...adminsBefore, studentId].sort());
    // And the role takes effect: the new admin may use the admin functions.
    expect((await listUsers(handle.db, studentId, { status: "admins" })).users.map((u) => u.id)).toContain(studentId);

    expect(await makeAdmin(handle.db, "nobody@example.co.tz")).toBe(false);
    expect(await adminIds()).toEqual([...adminsBefore, studentId].sort());
    // Logged as the operator's doing: no acting account.
    const [made] = await logOf(studentId);
    expect(made).toMatchObject({
      action: "role_changed",
      actorId: null,
      targetId: studentId,
      details: { from: "user", to: "admin" },
    });
  });
});

describe("JWKS endpoint", () => {
  it("publishes the public signing keys at /api/auth/jwks", async () => {
    const response = await context.auth.handler(new Request("http://localhost:3998/api/auth/jwks"));
    expect(response.status).toBe(200);
    const body = (await response.json()) as { keys: { kty: string; kid: string; d?: string }[] };
    expect(body.keys.length).toBeGreaterThanOrEqual(1);
    expect(body.keys[0]!.kid).toBeTruthy();
    expect(body.keys[0]!.d).toBeUndefined(); // never the private part
  });
});
