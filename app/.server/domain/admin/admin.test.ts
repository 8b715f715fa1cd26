import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loadEnv } from "~/.server/runtime/env";
import { fixtures } from "../../../../tests/fixtures/db-fixtures";
import { createTestDatabase } from "../../../../tests/setup/test-database";
import { createAuth } from "../../auth/create-auth";
import type { DatabaseHandle } from "../../db/client";
import { listings, sessions, userCampuses, users } from "../../db/schema";
import { createOutboxMailer } from "../../mail/outbox-mailer";
import { banUser } from "./ban-user";
import { createUser } from "./create-user";
import { listUsers } from "./list-users";
import { makeAdmin } from "./make-admin";
import { removeUser } from "./remove-user";
import { unbanUser } from "./unban-user";

let handle: DatabaseHandle;
let make: ReturnType<typeof fixtures>;
let context: Parameters<typeof createUser>[0] & { auth: ReturnType<typeof createAuth> };
let adminId: string;
let studentId: string;
let campusId: string;

beforeAll(async () => {
  handle = await createTestDatabase();
  make = fixtures(handle.db);
  const env = loadEnv({ PORT: "3998" });
  context = { db: handle.db, env, auth: createAuth({ db: handle.db, mailer: createOutboxMailer(handle.db), secret: "y".repeat(40), publicUrl: env.publicUrl }) };
  campusId = (await make.campus()).id;
  adminId = (await make.user({ fullName: "Ada Admin", email: "ada@example.co.tz", role: "admin" })).id;
  studentId = (await make.user({ fullName: "Sam Student", email: "sam@example.co.tz" })).id;
});
afterAll(async () => {
  await handle?.close();
});

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
    await expect(createUser(context, studentId, { fullName: "X Y", email: "xy@example.co.tz", password: "secret-pass", whatsappNumber: "0712345678", campusId, role: "admin" })).rejects.toMatchObject(
      refused,
    );
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
      createUser(context, adminId, { fullName: "Neema Again", email: "NEEMA.NEW@example.co.tz", password: "secret-pass", whatsappNumber: "0712345678", campusId, role: "user" }),
    ).rejects.toMatchObject({ code: "conflict" });
  });

  it("suspends an account: signed out everywhere, sign-in refused, until lifted", async () => {
    await createUser(context, adminId, { fullName: "Baraka Ban", email: "baraka.ban@example.co.tz", password: "secret-pass", whatsappNumber: "0712345678", campusId, role: "user" });
    expect((await signIn("baraka.ban@example.co.tz", "secret-pass", "192.0.2.31")).status).toBe(200);
    const [baraka] = await handle.db.select().from(users).where(eq(users.email, "baraka.ban@example.co.tz"));
    expect(await handle.db.select().from(sessions).where(eq(sessions.userId, baraka!.id))).toHaveLength(1);

    expect(await banUser(handle.db, adminId, baraka!.id, "Selling fake phones")).toBe("Baraka Ban");
    expect(await handle.db.select().from(sessions).where(eq(sessions.userId, baraka!.id))).toEqual([]);
    const refused = await signIn("baraka.ban@example.co.tz", "secret-pass", "192.0.2.32");
    expect(refused.status).toBe(403);
    expect(await refused.json()).toMatchObject({ code: "BANNED_USER" });
    expect((await listUsers(handle.db, adminId, { status: "banned" })).users.map((u) => u.banReason)).toEqual(["Selling fake phones"]);

    await unbanUser(handle.db, adminId, baraka!.id);
    expect((await signIn("baraka.ban@example.co.tz", "secret-pass", "192.0.2.33")).status).toBe(200);
  });

  it("deletes an account with its listings, but never the admin's own", async () => {
    const gone = await make.user({ fullName: "Gone Soon" });
    await make.product(gone.id);
    expect(await removeUser(handle.db, adminId, gone.id)).toBe("Gone Soon");
    expect(await handle.db.select().from(users).where(eq(users.id, gone.id))).toEqual([]);
    expect(await handle.db.select().from(listings).where(eq(listings.sellerId, gone.id))).toEqual([]);
    await expect(removeUser(handle.db, adminId, gone.id)).rejects.toMatchObject({ code: "not_found" });
    await expect(removeUser(handle.db, adminId, adminId)).rejects.toMatchObject({ reason: "admin_not_yourself" });
    await expect(banUser(handle.db, adminId, adminId, "")).rejects.toMatchObject({ reason: "admin_not_yourself" });
  });

  it("a suspended admin loses the admin functions", async () => {
    const other = await make.user({ role: "admin" });
    await banUser(handle.db, adminId, other.id, "");
    await expect(listUsers(handle.db, other.id)).rejects.toMatchObject({ code: "forbidden" });
  });

  it("the operator's command makes exactly the named account admin, by e-mail", async () => {
    const namesake = await make.user({ fullName: "Sam Namesake", email: "sam@example.co.tz.other.test" });
    const bystander = await make.user({ fullName: "Bea Bystander" });
    const roleOf = async (id: string) => (await handle.db.select({ role: users.role }).from(users).where(eq(users.id, id)))[0]?.role;
    const adminIds = async () => (await handle.db.select({ id: users.id }).from(users).where(eq(users.role, "admin"))).map((u) => u.id).sort();
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
