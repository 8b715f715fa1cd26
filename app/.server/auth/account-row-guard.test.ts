import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { fixtures } from "#tests/fixtures/db-fixtures";
import { testDatabase } from "#tests/fixtures/test-database";
import { users } from "../db/schema";
import { createOutboxMailer } from "../mail/outbox-mailer";
import { type Auth, createAuth } from "./create-auth";

const handle = testDatabase();
let auth: Auth;
let campusId: string;

beforeAll(async () => {
  auth = createAuth({
    db: handle.db,
    mailer: createOutboxMailer(handle.db),
    secret: "g".repeat(40),
    publicUrl: "http://localhost:3997",
  });
  campusId = (await fixtures(handle.db).campus()).id;
});

const good = (email: string) => ({
  name: "Asha Juma",
  email,
  password: "secret-pass",
  whatsappNumber: "0754123456",
  campusId,
});

describe("users rows written through the auth library", () => {
  it("pass the same rules as our sign-up form, whatever the library endpoint", async () => {
    const bad: Array<[string, Record<string, unknown>]> = [
      ["a 3,000-character name", { name: "x".repeat(3000) }],
      ["a 5,000-digit WhatsApp number", { whatsappNumber: "1".repeat(5000) }],
      ["a script as photo", { image: "javascript:alert(1)" }],
      ["another user's photo", { image: "/uploads/profile-images/00000000-0000-4000-8000-000000000000/a.webp" }],
      ["no campus", { campusId: undefined }],
      ["a campus that is no id", { campusId: "mlimani" }],
    ];
    for (const [what, change] of bad) {
      const email = `guard.${what.replace(/\W+/g, "-")}@example.co.tz`;
      await expect(auth.api.signUpEmail({ body: { ...good(email), ...change } as never }), what).rejects.toThrow();
      const { name = "Asha Juma", ...data } = { ...good(email), ...change } as Record<string, unknown>;
      await expect(
        auth.api.createUser({ body: { email, password: "secret-pass", name, data } as never }),
        what,
      ).rejects.toThrow();
      expect(await handle.db.select().from(users).where(eq(users.email, email)), what).toEqual([]);
    }
    // The same fields, well formed, make an account.
    await auth.api.signUpEmail({ body: good("guard.ok@example.co.tz") as never });
    expect(
      await handle.db.select({ campusId: users.campusId }).from(users).where(eq(users.email, "guard.ok@example.co.tz")),
    ).toEqual([{ campusId }]);
  });

  // The probe's line: the library's own sign-up took a 3,012-character address.
  it("refuse an e-mail address over 254 characters and a name with text-direction controls, on every path", async () => {
    const long = (length: number) => `${"a".repeat(length - "@example.co.tz".length)}@example.co.tz`;
    for (const email of [long(255), long(3012)]) {
      await expect(auth.api.signUpEmail({ body: good(email) as never }), `${email.length}`).rejects.toThrow(
        /email: Please use at most 254 characters/,
      );
      const { name, ...data } = good(email);
      await expect(
        auth.api.createUser({ body: { email, password: "secret-pass", name, data } as never }),
        `${email.length}`,
      ).rejects.toThrow(/email: Please use at most 254/);
      expect(await handle.db.select().from(users).where(eq(users.email, email))).toEqual([]);
    }
    const spoof = good("guard.spoof@example.co.tz");
    await expect(auth.api.signUpEmail({ body: { ...spoof, name: "Asha \u202Enimda" } as never })).rejects.toThrow(
      /name: Please remove the hidden text-direction characters/,
    );
    expect(await handle.db.select().from(users).where(eq(users.email, spoof.email))).toEqual([]);
    // At the limit it is an account like any other.
    await auth.api.signUpEmail({ body: good(long(254)) as never });
    expect(
      await handle.db
        .select({ email: users.email })
        .from(users)
        .where(eq(users.email, long(254))),
    ).toEqual([{ email: long(254) }]);
    // Nor can a later change of the row bring either in.
    const ctx = await auth.$context;
    const user = await fixtures(handle.db).user({ campusId });
    await expect(ctx.internalAdapter.updateUser(user.id, { email: long(255) })).rejects.toThrow();
    await expect(ctx.internalAdapter.updateUser(user.id, { name: "\u202Enimda" })).rejects.toThrow();
  });

  it("never change a photo or break a field on update", async () => {
    const user = await fixtures(handle.db).user({ campusId });
    const ctx = await auth.$context;
    await expect(
      ctx.internalAdapter.updateUser(user.id, { image: "/uploads/profile-images/someone-else/a.webp" }),
    ).rejects.toThrow();
    await expect(ctx.internalAdapter.updateUser(user.id, { name: "y".repeat(500) })).rejects.toThrow();
    await ctx.internalAdapter.updateUser(user.id, { emailVerified: true });
    const [row] = await handle.db.select().from(users).where(eq(users.id, user.id));
    expect(row).toMatchObject({ emailVerified: true, profileImageUrl: null, fullName: user.fullName });
  });
});
