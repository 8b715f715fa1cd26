import { desc, eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { testDatabase } from "#tests/fixtures/test-database";
import { loadEnv } from "~/.server/runtime/env";
import { profileSchema } from "~/lib/accounts/forms/profile";
import { verifiedSellerSchema } from "~/lib/admin/forms/admin-user";
import { isPublicAuthEndpoint } from "../../../../server/app";
import { createAuth } from "../../auth/create-auth";
import { moderationLog, users } from "../../db/schema";
import { createOutboxMailer } from "../../mail/outbox-mailer";
import { signUpStudent } from "../accounts/sign-up-student";
import { updateProfile } from "../accounts/update-profile";
import { createUser } from "./create-user";
import { setVerifiedSeller } from "./set-verified-seller";

const handle = testDatabase();
const { make } = handle;
let context: Parameters<typeof signUpStudent>[0];
let adminId: string;
let campusId: string;
const PASSWORD = "verified-path-2026";

beforeAll(async () => {
  const env = loadEnv({ PORT: "3997" });
  context = {
    db: handle.db,
    env,
    auth: createAuth({
      db: handle.db,
      mailer: createOutboxMailer(handle.db),
      secret: "v".repeat(40),
      publicUrl: env.publicUrl,
    }),
  };
  campusId = (await make.campus()).id;
  adminId = (await make.user({ fullName: "Ada Admin", role: "admin" })).id;
});

const typeOf = async (userId: string) =>
  (await handle.db.select({ userType: users.userType }).from(users).where(eq(users.id, userId)))[0]?.userType;
const logOf = (userId: string) =>
  handle.db.select().from(moderationLog).where(eq(moderationLog.subjectId, userId)).orderBy(desc(moderationLog.id));

describe("Verified Seller, granted and revoked by an admin", () => {
  it("grants it with a note the moderation log keeps, once however often it is sent", async () => {
    const seller = await make.user({ fullName: "Neema Seller" });
    await expect(
      setVerifiedSeller(handle.db, adminId, {
        userId: seller.id,
        verified: true,
        note: "Met in person, checked her student ID",
      }),
    ).resolves.toEqual({
      fullName: "Neema Seller",
      changed: true,
    });
    expect(await typeOf(seller.id)).toBe("verified");
    await expect(
      setVerifiedSeller(handle.db, adminId, { userId: seller.id, verified: true, note: "again" }),
    ).resolves.toMatchObject({ changed: false });
    const log = await logOf(seller.id);
    expect(log).toHaveLength(1);
    expect(log[0]).toMatchObject({
      action: "verification_granted",
      actorId: adminId,
      note: "Met in person, checked her student ID",
      details: { from: "individual_seller", to: "verified" },
    });
  });

  it("revokes it back to Shop Owner for a shop's owner and to Individual Seller otherwise, logged with its note", async () => {
    const owner = await make.user({ userType: "verified" });
    await make.shop(owner.id);
    const student = await make.user({ userType: "verified" });
    await setVerifiedSeller(handle.db, adminId, { userId: owner.id, verified: false, note: "Shop closed its doors" });
    await setVerifiedSeller(handle.db, adminId, { userId: student.id, verified: false, note: "Sold fakes" });
    expect(await typeOf(owner.id)).toBe("shop_owner");
    expect(await typeOf(student.id)).toBe("individual_seller");
    expect((await logOf(student.id))[0]).toMatchObject({
      action: "verification_revoked",
      note: "Sold fakes",
      details: { from: "verified", to: "individual_seller" },
    });
  });

  it("refuses a moderator, a student, and an admin on their own account, and changes nothing", async () => {
    const moderator = await make.user({ role: "moderator" });
    const student = await make.user();
    for (const actor of [moderator.id, student.id]) {
      await expect(
        setVerifiedSeller(handle.db, actor, { userId: student.id, verified: true, note: "me" }),
      ).rejects.toMatchObject({ code: "forbidden" });
    }
    await expect(
      setVerifiedSeller(handle.db, adminId, { userId: adminId, verified: true, note: "me" }),
    ).rejects.toMatchObject({ reason: "admin_not_yourself" });
    expect(await typeOf(student.id)).toBe("individual_seller");
    expect(await typeOf(adminId)).toBe("individual_seller");
  });

  it("asks for a note and knows only grant and revoke", () => {
    const userId = "0b7f6a62-5d1e-4c9a-9b1e-2f6c7d8e9a10";
    expect(verifiedSellerSchema.safeParse({ userId, verified: "grant", note: "   " }).success).toBe(false);
    expect(verifiedSellerSchema.safeParse({ userId, verified: "verified", note: "ok" }).success).toBe(false);
    expect(verifiedSellerSchema.safeParse({ userId, verified: "revoke", note: "ok" }).success).toBe(true);
  });
});

describe("no path lets a student make themselves a Verified Seller", () => {
  const request = () =>
    new Request("http://localhost:3997/auth", { method: "POST", headers: { "x-chuo-client-ip": "192.0.2.40" } });

  it("sign-up: our form's schema and signUpStudent write no user type", async () => {
    const input = {
      fullName: "Sneaky Sam",
      email: "sneaky@example.co.tz",
      password: PASSWORD,
      whatsappNumber: "0754000001",
      campusIds: [campusId],
      primaryCampusId: campusId,
    };
    const { userId } = await signUpStudent(context, request(), { ...input, userType: "verified" } as typeof input);
    expect(await typeOf(userId)).toBe("individual_seller");
  });

  it("profile: the form's schema drops it, and updateProfile writes only the profile's fields", async () => {
    const student = await make.user();
    const parsed = profileSchema.parse({
      fullName: "Sam Student",
      phoneNumber: "",
      whatsappNumber: "",
      university: "",
      userType: "verified",
    });
    expect(parsed).not.toHaveProperty("userType");
    await updateProfile(handle.db, student.id, { ...parsed, userType: "verified" } as typeof parsed);
    expect(await typeOf(student.id)).toBe("individual_seller");
  });

  it("an admin's new account is never created verified by a field slipped into the form", async () => {
    const { userId } = await createUser({ db: handle.db, env: context.env, auth: context.auth }, adminId, {
      fullName: "Form Slip",
      email: "slip@example.co.tz",
      password: PASSWORD,
      whatsappNumber: "0754000002",
      campusId,
      role: "user",
      userType: "verified",
    } as Parameters<typeof createUser>[2]);
    expect(await typeOf(userId)).toBe("individual_seller");
  });

  it("the auth library's own sign-up and update-user endpoints are closed to browsers, and ignore the field even when reached", async () => {
    for (const path of [
      "/api/auth/sign-up/email",
      "/api/auth/update-user",
      "/api/auth/admin/update-user",
      "/api/auth/admin/create-user",
    ]) {
      expect(isPublicAuthEndpoint("POST", path)).toBe(false);
    }
    const origin = context.env.publicUrl;
    const headers = { "content-type": "application/json", origin, "x-chuo-client-ip": "192.0.2.41" };
    const email = "library@example.co.tz";
    const signedUp = await context.auth.handler(
      new Request(`${origin}/api/auth/sign-up/email`, {
        method: "POST",
        headers,
        body: JSON.stringify({
          email,
          password: PASSWORD,
          name: "Library Path",
          whatsappNumber: "0754000004",
          campusId,
          userType: "verified",
        }),
      }),
    );
    // Every other field is valid, so the account is made: only without the closed field.
    expect(signedUp.status).toBe(200);
    const [created] = await handle.db
      .select({ id: users.id, userType: users.userType })
      .from(users)
      .where(eq(users.email, email));
    expect(created?.userType).toBe("individual_seller");

    const updater = "updater@example.co.tz";
    const { user: student } = await context.auth.api.createUser({
      body: {
        email: updater,
        password: PASSWORD,
        name: "Up Dater",
        data: { emailVerified: true, whatsappNumber: "0754000003", campusId },
      },
    });
    const session = await context.auth.handler(
      new Request(`${origin}/api/auth/sign-in/email`, {
        method: "POST",
        headers,
        body: JSON.stringify({ email: updater, password: PASSWORD }),
      }),
    );
    expect(session.status).toBe(200);
    const cookie = session.headers
      .getSetCookie()
      .map((c) => c.split(";")[0]!)
      .join("; ");
    const updated = await context.auth.handler(
      new Request(`${origin}/api/auth/update-user`, {
        method: "POST",
        headers: { ...headers, cookie },
        body: JSON.stringify({ userType: "verified", name: "Still Me" }),
      }),
    );
    // Refused, or done without the closed field: either way the type is unchanged.
    expect([200, 400, 403]).toContain(updated.status);
    if (updated.status === 200)
      expect(
        (await handle.db.select({ name: users.fullName }).from(users).where(eq(users.id, student.id)))[0]?.name,
      ).toBe("Still Me");
    expect(await typeOf(student.id)).toBe("individual_seller");
  });
});
