import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { fixtures } from "#tests/fixtures/db-fixtures";
import { testDatabase } from "#tests/fixtures/test-database";
import { loadEnv } from "~/.server/runtime/env";
import { createAuth } from "../../auth/create-auth";
import { accounts, outboxEmails, userCampuses, users } from "../../db/schema";
import { createOutboxMailer } from "../../mail/outbox-mailer";
import { signUpStudent } from "./sign-up-student";

const handle = testDatabase();
let context: Parameters<typeof signUpStudent>[0];
const campusIds: string[] = [];

beforeAll(async () => {
  // A configured free-listing quota is given to new accounts.
  const env = loadEnv({ PORT: "3999", FREE_PRODUCTS_LIMIT: "3", FREE_ACCOMMODATIONS_LIMIT: "1" });
  const mailer = createOutboxMailer(handle.db);
  context = {
    db: handle.db,
    env,
    auth: createAuth({ db: handle.db, mailer, secret: "x".repeat(40), publicUrl: env.publicUrl }),
  };
  const make = fixtures(handle.db);
  campusIds.push((await make.campus()).id, (await make.campus()).id);
});

const request = () =>
  new Request("http://localhost:3999/auth", { method: "POST", headers: { "x-chuo-client-ip": "192.0.2.10" } });
const input = (email: string, ids: string[]) => ({
  fullName: "Asha Juma",
  email,
  password: "secret-pass",
  whatsappNumber: "0754123456",
  campusIds: ids,
  primaryCampusId: ids[1],
});

describe("signUpStudent", () => {
  it("creates the account with its campuses and e-mails a confirmation link", async () => {
    const { userId } = await signUpStudent(context, request(), input("asha@example.co.tz", campusIds));
    const [user] = await handle.db.select().from(users).where(eq(users.id, userId));
    expect(user).toMatchObject({
      fullName: "Asha Juma",
      emailVerified: false,
      campusId: campusIds[1],
      whatsappNumber: "0754123456",
      userType: "individual_seller",
      freeProductsLimit: 3,
      freeAccommodationsLimit: 1,
    });
    expect(await handle.db.select().from(userCampuses).where(eq(userCampuses.userId, userId))).toHaveLength(2);
    const [credential] = await handle.db.select().from(accounts).where(eq(accounts.userId, userId));
    expect(credential?.password).toMatch(/^[0-9a-f]+:[0-9a-f]+$/); // a scrypt hash, never the password
    const [mail] = await handle.db.select().from(outboxEmails).where(eq(outboxEmails.to, "asha@example.co.tz"));
    // Our own page, which asks before it confirms; no place to go afterwards is carried.
    expect(mail?.text).toMatch(/http:\/\/localhost:3999\/verify-email\?token=[\w.-]+\s/);
  });

  it("answers 'Account Exists' for an e-mail already registered, in any case", async () => {
    await expect(signUpStudent(context, request(), input("ASHA@example.co.tz", campusIds))).rejects.toMatchObject({
      code: "conflict",
      reason: "account_exists",
    });
  });

  it("leaves no account behind when the campuses cannot be saved", async () => {
    const missing = "00000000-0000-4000-8000-000000000000";
    await expect(signUpStudent(context, request(), input("juma@example.co.tz", [missing]))).rejects.toMatchObject({
      reason: "sign_up_unknown_campus",
    });
    expect(await handle.db.select().from(users).where(eq(users.email, "juma@example.co.tz"))).toEqual([]);
  });
});
