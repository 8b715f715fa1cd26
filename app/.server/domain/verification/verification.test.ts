import { and, desc, eq, sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { testDatabase } from "#tests/fixtures/test-database";
import { inLocale } from "#tests/setup/in-locale";
import { loadEnv } from "~/.server/runtime/env";
import { describeNotification } from "~/lib/notifications/notification-text";
import { campusEmailDomains, notifications, outboxEmails, studentVerifications, users } from "../../db/schema";
import { createOutboxMailer } from "../../mail/outbox-mailer";
import { getListing } from "../listings/get-listing";
import { listSellers } from "../sellers/list-sellers";
import { addCampusDomain } from "./add-campus-domain";
import { confirmStudentVerification } from "./confirm-student-verification";
import { getStudentVerification } from "./get-student-verification";
import { lapseStudentVerifications } from "./lapse-student-verifications";
import { listCampusDomains } from "./list-campus-domains";
import { removeCampusDomain } from "./remove-campus-domain";
import { requestStudentVerification } from "./request-student-verification";
import { verifiedUniversityOf } from "./verified-student-now";

const handle = testDatabase();
const { make } = handle;
let context: Parameters<typeof requestStudentVerification>[0];
let campusId: string;
let adminId: string;
let moderatorId: string;

const DAY_MS = 86_400_000;

beforeAll(async () => {
  context = { db: handle.db, env: loadEnv({ PORT: "3998" }), mailer: createOutboxMailer(handle.db) };
  campusId = (await make.campus()).id;
  await handle.db.insert(campusEmailDomains).values({ campusId, domain: "udsm.ac.tz", university: "UDSM" });
  adminId = (await make.user({ role: "admin", campusId })).id;
  moderatorId = (await make.user({ role: "moderator", campusId })).id;
});

/** A new student on the test campus. */
const student = async (values: Partial<typeof users.$inferInsert> = {}) =>
  (await make.user({ campusId, ...values })).id;

/** A fresh university address, so tests never share one. */
let addresses = 0;
const address = (domain = "udsm.ac.tz") => `student${++addresses}.${Date.now()}@${domain}`;

/** The token of the newest link mailed to this address (the outbox is the embedded default's mail). */
async function linkTokenFor(email: string): Promise<string> {
  const [mail] = await handle.db
    .select({ text: outboxEmails.text })
    .from(outboxEmails)
    .where(eq(outboxEmails.to, email))
    .orderBy(desc(outboxEmails.createdAt))
    .limit(1);
  const token = mail?.text.match(/\/verify-student\?token=([A-Za-z0-9_-]{43})/)?.[1];
  if (!token) throw new Error(`no link mailed to ${email}`);
  return token;
}

/** Asks and confirms through the mailed link; `now` moves the clock of the confirmation. */
async function verify(userId: string, email: string, now?: Date) {
  await requestStudentVerification(context, userId, email);
  return confirmStudentVerification(handle.db, { token: await linkTokenFor(email), userId }, now);
}

const markOf = async (userId: string) =>
  (
    await handle.db
      .select({ university: verifiedUniversityOf(users.id) })
      .from(users)
      .where(eq(users.id, userId))
  )[0]?.university ?? null;

const lapseNoticesOf = async (userId: string) =>
  (
    await handle.db
      .select({ id: notifications.id })
      .from(notifications)
      .where(and(eq(notifications.userId, userId), eq(notifications.kind, "student_verification_lapsed")))
  ).length;

describe("asking to be a verified student", () => {
  it("refuses an address whose domain no campus has, such as gmail.com, and sends nothing", async () => {
    const userId = await student();
    for (const [email, domain] of [
      ["amina@gmail.com", "gmail.com"],
      // Exactly the domain: a look-alike or an unlisted subdomain is not the university's.
      ["amina@students.udsm.ac.tz", "students.udsm.ac.tz"],
      ["amina@fakeudsm.ac.tz", "fakeudsm.ac.tz"],
    ]) {
      await expect(requestStudentVerification(context, userId, email!)).rejects.toMatchObject({
        code: "invalid_input",
        reason: "university_domain_unknown",
        values: { domain },
      });
    }
    expect(await handle.db.select().from(outboxEmails).where(sql`${outboxEmails.to} like 'amina@%'`)).toEqual([]);
    expect(await getStudentVerification(handle.db, userId)).toBeNull();
  });

  it("matches the domain whatever its case, and mails a link whose token only the mail holds", async () => {
    const userId = await student();
    const email = address();
    const asked = await requestStudentVerification(context, userId, email.toUpperCase());
    expect(asked).toEqual({ email, university: "UDSM" });
    const token = await linkTokenFor(email);
    const [row] = await handle.db.select().from(studentVerifications).where(eq(studentVerifications.userId, userId));
    expect(row).toMatchObject({ status: "pending", email, university: "UDSM" });
    // Only the hash is kept: a copy of the table confirms nothing.
    expect(row!.tokenHash).toMatch(/^[0-9a-f]{64}$/);
    expect(row!.tokenHash).not.toContain(token);
    // Pending is no mark.
    expect(await markOf(userId)).toBeNull();
  });

  it("limits the links one account asks for", async () => {
    const userId = await student();
    for (let i = 0; i < 5; i++) await requestStudentVerification(context, userId, address());
    await expect(requestStudentVerification(context, userId, address())).rejects.toMatchObject({
      code: "rate_limited",
      reason: "too_many_attempts",
    });
  });
});

describe("confirming", () => {
  it("makes the account a verified student for a year: the mark shows on its cards, its listing pages and in the directory's filter", async () => {
    const userId = await student({ fullName: "Verified Vera" });
    const now = new Date();
    const confirmed = await verify(userId, address(), now);
    expect(confirmed).toMatchObject({ userId, university: "UDSM" });
    expect(confirmed.expiresAt.getTime()).toBe(now.getTime() + 365 * DAY_MS);
    expect(await markOf(userId)).toBe("UDSM");
    expect(await getStudentVerification(handle.db, userId)).toMatchObject({ status: "confirmed", university: "UDSM" });

    const product = await make.product(userId);
    expect((await getListing(handle.db, "product", product.id)).seller.verifiedUniversity).toBe("UDSM");
    const unverified = await student({ fullName: "Verified Vera Not" });
    const listed = await listSellers(handle.db, { q: "Verified Vera", verified: true, pages: 1 });
    expect(listed.sellers.map((s) => s.id)).toEqual([userId]);
    expect(listed.sellers[0]!.verifiedUniversity).toBe("UDSM");
    const all = await listSellers(handle.db, { q: "Verified Vera", pages: 1 });
    expect(all.sellers.map((s) => s.id).sort()).toEqual([userId, unverified].sort());
  });

  it("takes a link once, and refuses one that is not ours, replaced or too old", async () => {
    const userId = await student();
    const email = address();
    await requestStudentVerification(context, userId, email);
    const first = await linkTokenFor(email);
    await requestStudentVerification(context, userId, email);
    const second = await linkTokenFor(email);
    const invalid = { code: "invalid_input", reason: "student_verification_link_invalid" };
    await expect(confirmStudentVerification(handle.db, { token: first, userId })).rejects.toMatchObject(invalid);
    await expect(confirmStudentVerification(handle.db, { token: "not-a-token", userId })).rejects.toMatchObject(
      invalid,
    );
    await expect(
      confirmStudentVerification(handle.db, { token: second, userId }, new Date(Date.now() + 3 * DAY_MS)),
    ).rejects.toMatchObject(invalid);
    await confirmStudentVerification(handle.db, { token: second, userId });
    await expect(confirmStudentVerification(handle.db, { token: second, userId })).rejects.toMatchObject(invalid);
    // Verified now: no new link until the year is over.
    await expect(requestStudentVerification(context, userId, address())).rejects.toMatchObject({
      code: "conflict",
      reason: "student_already_verified",
    });
  });
});

describe("one university address verifies one account at a time", () => {
  it("confirms a link only for the account that asked: a link asked on someone else's account and opened by the address's owner verifies nobody", async () => {
    const email = address();
    const [attacker, owner] = [await student(), await student()];
    // The attacker asks with the owner's address; the owner, signed in as themselves, clicks the mail.
    await requestStudentVerification(context, attacker, email);
    const token = await linkTokenFor(email);
    await expect(confirmStudentVerification(handle.db, { token, userId: owner })).rejects.toMatchObject({
      code: "forbidden",
      reason: "student_verification_other_account",
    });
    expect(await markOf(attacker)).toBeNull();
    expect(await markOf(owner)).toBeNull();
    // The owner asks on their own account and confirms: the address is theirs.
    await verify(owner, email);
    expect(await markOf(owner)).toBe("UDSM");
  });

  it("refuses a +tag address, so one inbox (asha+1@, asha+2@) cannot verify several accounts", async () => {
    const userId = await student();
    await expect(requestStudentVerification(context, userId, "asha+2@udsm.ac.tz")).rejects.toMatchObject({
      code: "invalid_input",
      reason: "university_email_tagged",
    });
  });

  it("refuses the address to a second account of the same person, whether it asks after or before the first confirmed", async () => {
    // One person, two accounts: same name, same number. The address is what counts, not the account.
    const email = address();
    const first = await student({ fullName: "Juma Two Accounts", whatsappNumber: "0755000111" });
    const second = await student({ fullName: "Juma Two Accounts", whatsappNumber: "0755000111" });
    const third = await student({ fullName: "Juma Two Accounts", whatsappNumber: "0755000111" });
    // The third asked while nobody held it: its link is in hand.
    await requestStudentVerification(context, third, email);
    const thirdToken = await linkTokenFor(email);
    await verify(first, email);
    const taken = { code: "conflict", reason: "university_email_taken" };
    // Asking now is refused, in any case of the letters.
    await expect(requestStudentVerification(context, second, email.toUpperCase())).rejects.toMatchObject(taken);
    // A link sent before is refused by the database's unique index when used.
    await expect(confirmStudentVerification(handle.db, { token: thirdToken, userId: third })).rejects.toMatchObject(
      taken,
    );
    expect(await markOf(first)).toBe("UDSM");
    expect(await markOf(second)).toBeNull();
    expect(await markOf(third)).toBeNull();
  });

  it("lets exactly one of two accounts confirming one address at the same moment win", async () => {
    const email = address();
    const [a, b] = [await student(), await student()];
    await requestStudentVerification(context, a, email);
    const tokenA = await linkTokenFor(email);
    await requestStudentVerification(context, b, email);
    const tokenB = await linkTokenFor(email);
    const results = await Promise.allSettled([
      confirmStudentVerification(handle.db, { token: tokenA, userId: a }),
      confirmStudentVerification(handle.db, { token: tokenB, userId: b }),
    ]);
    expect(results.filter((r) => r.status === "fulfilled")).toHaveLength(1);
    const refused = results.find((r) => r.status === "rejected") as PromiseRejectedResult;
    expect(refused.reason).toMatchObject({ code: "conflict", reason: "university_email_taken" });
    const confirmed = await handle.db
      .select()
      .from(studentVerifications)
      .where(and(sql`lower(${studentVerifications.email}) = ${email}`, eq(studentVerifications.status, "confirmed")));
    expect(confirmed).toHaveLength(1);
  });

  it("frees an address whose year is over: another account's expired confirmation lapses first, with its notice", async () => {
    const email = address();
    const [old, fresh] = [await student(), await student()];
    await verify(old, email, new Date(Date.now() - 400 * DAY_MS));
    // Its year ended 35 days ago; the job has not run, yet the mark is already gone.
    expect(await markOf(old)).toBeNull();
    expect(await getStudentVerification(handle.db, old)).toMatchObject({ status: "lapsed" });
    await verify(fresh, email);
    expect(await markOf(fresh)).toBe("UDSM");
    const [oldRow] = await handle.db.select().from(studentVerifications).where(eq(studentVerifications.userId, old));
    expect(oldRow!.status).toBe("lapsed");
    expect(await lapseNoticesOf(old)).toBe(1);
  });
});

describe("the year ends", () => {
  it("lapses a verification after a year with the clock moved, telling the student once however often and however many jobs run", async () => {
    const userId = await student();
    const now = new Date();
    await verify(userId, address(), now);
    await lapseStudentVerifications(handle.db, new Date(now.getTime() + 364 * DAY_MS));
    expect(await markOf(userId)).toBe("UDSM");
    expect(await lapseNoticesOf(userId)).toBe(0);

    const later = new Date(now.getTime() + 366 * DAY_MS);
    await Promise.all([lapseStudentVerifications(handle.db, later), lapseStudentVerifications(handle.db, later)]);
    await lapseStudentVerifications(handle.db, later);
    const [row] = await handle.db.select().from(studentVerifications).where(eq(studentVerifications.userId, userId));
    expect(row).toMatchObject({ status: "lapsed", tokenHash: null });
    expect(await lapseNoticesOf(userId)).toBe(1);
    expect(await markOf(userId)).toBeNull();
    const [notice] = await handle.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.userId, userId), eq(notifications.kind, "student_verification_lapsed")));
    expect(notice).toMatchObject({ type: "system", link: "/profile" });
    // The notice invites them to confirm again, in both languages.
    const facts = {
      kind: "student_verification_lapsed",
      title: null,
      message: null,
      periodEnd: null,
      shopName: null,
      listingTitle: null,
      listingKind: null,
      paymentAmount: null,
      paymentType: null,
      paymentItem: null,
    };
    expect(describeNotification(facts).message).toMatch(/confirm your address again/i);
    inLocale("sw", () => expect(describeNotification(facts).message).toMatch(/thibitisha anwani yako tena/i));
    // And they can: a lapsed account asks again.
    await verify(userId, address());
    expect(await markOf(userId)).toBe("UDSM");
  });
});

describe("university domains", () => {
  it("are listed, added and removed by admins only", async () => {
    const userId = await student();
    const refused = { code: "forbidden", reason: "not_admin" };
    for (const actor of [userId, moderatorId]) {
      await expect(listCampusDomains(handle.db, actor)).rejects.toMatchObject(refused);
      await expect(
        addCampusDomain(handle.db, actor, { campusId, domain: "students.udsm.ac.tz", university: "UDSM" }),
      ).rejects.toMatchObject(refused);
      await expect(removeCampusDomain(handle.db, actor, { campusId, domain: "udsm.ac.tz" })).rejects.toMatchObject(
        refused,
      );
    }
    expect(await listCampusDomains(handle.db, adminId)).toEqual([
      expect.objectContaining({ campusId, domain: "udsm.ac.tz", university: "UDSM" }),
    ]);
  });

  it("take effect at once: an added domain verifies, a removed one refuses new addresses and links already sent", async () => {
    await addCampusDomain(handle.db, adminId, { campusId, domain: "students.udsm.ac.tz", university: "UDSM" });
    await expect(
      addCampusDomain(handle.db, adminId, { campusId, domain: "students.udsm.ac.tz", university: "UDSM" }),
    ).rejects.toMatchObject({ reason: "campus_domain_exists" });
    const userId = await student();
    const email = address("students.udsm.ac.tz");
    await requestStudentVerification(context, userId, email);
    const token = await linkTokenFor(email);
    await removeCampusDomain(handle.db, adminId, { campusId, domain: "students.udsm.ac.tz" });
    await expect(confirmStudentVerification(handle.db, { token, userId })).rejects.toMatchObject({
      reason: "student_verification_link_invalid",
    });
    await expect(requestStudentVerification(context, userId, address("students.udsm.ac.tz"))).rejects.toMatchObject({
      reason: "university_domain_unknown",
    });
  });
});
