import { desc, eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { fixtures } from "#tests/fixtures/db-fixtures";
import { testDatabase } from "#tests/fixtures/test-database";
import { loadEnv } from "~/.server/runtime/env";
import { createAuth } from "../../auth/create-auth";
import { outboxEmails, sessions, users } from "../../db/schema";
import { createOutboxMailer } from "../../mail/outbox-mailer";
import { confirmEmail } from "./confirm-email";
import { signUpStudent } from "./sign-up-student";

const handle = testDatabase();
let context: Parameters<typeof signUpStudent>[0];
let campusId: string;
const SITE = "http://localhost:3997";

beforeAll(async () => {
  const env = loadEnv({ PORT: "3997" });
  context = {
    db: handle.db,
    env,
    auth: createAuth({
      db: handle.db,
      mailer: createOutboxMailer(handle.db),
      secret: "c".repeat(40),
      publicUrl: env.publicUrl,
    }),
  };
  campusId = (await fixtures(handle.db).campus()).id;
});

/** One browser: the cookies it was given, sent back with each request, as a browser would. */
class Browser {
  private jar = new Map<string, string>();
  constructor(private address: string) {}
  take(headers: Headers) {
    for (const cookie of headers.getSetCookie()) {
      const [pair, ...attributes] = cookie.split(";");
      const [name, value] = [pair!.slice(0, pair!.indexOf("=")), pair!.slice(pair!.indexOf("=") + 1)];
      if (value === "" || attributes.some((a) => /max-age=0\b/i.test(a.trim()))) this.jar.delete(name);
      else this.jar.set(name, value);
    }
  }
  has(name: string) {
    return [...this.jar.keys()].some((key) => key.includes(name));
  }
  get(name: string) {
    return this.jar.get(name);
  }
  set(name: string, value: string) {
    this.jar.set(name, value);
  }
  request(path: string) {
    const cookie = [...this.jar].map(([k, v]) => `${k}=${v}`).join("; ");
    return new Request(`${SITE}${path}`, {
      method: "POST",
      headers: { origin: SITE, "x-chuo-client-ip": this.address, ...(cookie ? { cookie } : {}) },
    });
  }
  async user() {
    const session = await context.auth.api.getSession({ headers: this.request("/").headers });
    return session?.user.email ?? null;
  }
}

async function signUp(browser: Browser, email: string) {
  const { userId, headers } = await signUpStudent(context, browser.request("/auth"), {
    fullName: "Student",
    email,
    password: "secret-pass",
    whatsappNumber: "0754123456",
    campusIds: [campusId],
    primaryCampusId: campusId,
  });
  browser.take(headers);
  const [mail] = await handle.db
    .select()
    .from(outboxEmails)
    .where(eq(outboxEmails.to, email))
    .orderBy(desc(outboxEmails.createdAt))
    .limit(1);
  const link = new URL(mail!.text.match(/http\S+/)![0]);
  return { userId, link, token: link.searchParams.get("token")! };
}

async function confirmIn(browser: Browser, token: string) {
  const result = await confirmEmail(context, browser.request("/verify-email"), token);
  browser.take(result.headers);
  return result;
}

const verified = async (userId: string) =>
  (await handle.db.select({ v: users.emailVerified }).from(users).where(eq(users.id, userId)))[0]?.v;
const sessionsOf = async (userId: string) => handle.db.select().from(sessions).where(eq(sessions.userId, userId));

describe("confirming an e-mail address", () => {
  it("mails a link to our own page, carrying the token and no place to go afterwards", async () => {
    const { link } = await signUp(new Browser("192.0.2.1"), "link@example.co.tz");
    expect(link.origin + link.pathname).toBe(`${SITE}/verify-email`);
    expect([...link.searchParams.keys()]).toEqual(["token"]);
  });

  it("signs in the browser that signed up, once", async () => {
    const laptop = new Browser("192.0.2.2");
    const { userId, token } = await signUp(laptop, "asha.confirm@example.co.tz");
    expect(laptop.has("sign_up_browser")).toBe(true);
    expect(await verified(userId)).toBe(false);
    expect(await confirmIn(laptop, token)).toMatchObject({ signedIn: true });
    expect(await verified(userId)).toBe(true);
    expect(await laptop.user()).toBe("asha.confirm@example.co.tz");
    // The mark is spent: the link opened again there confirms nothing new and makes no second session.
    expect(laptop.has("sign_up_browser")).toBe(false);
    expect(await confirmIn(laptop, token)).toMatchObject({ signedIn: false });
    expect(await sessionsOf(userId)).toHaveLength(1);
  });

  it("signs in only the confirmation that confirms: a mark kept and replayed later makes no session", async () => {
    const laptop = new Browser("192.0.2.12");
    const { userId, token } = await signUp(laptop, "replay@example.co.tz");
    const mark = laptop.get("chuo.sign_up_browser")!;
    // Confirmed on the phone first: the laptop's mark is then worth nothing.
    expect(await confirmIn(new Browser("192.0.2.13"), token)).toMatchObject({ signedIn: false });
    expect(await confirmIn(laptop, token)).toMatchObject({ signedIn: false });
    const replay = new Browser("192.0.2.14");
    replay.set("chuo.sign_up_browser", mark);
    expect(await confirmIn(replay, token)).toMatchObject({ signedIn: false });
    expect(await sessionsOf(userId)).toEqual([]);
  });

  // The probe's attack: the attacker signs up, does not confirm, and sends the victim their own link.
  it("never signs a victim's browser into the attacker's account, nor replaces the victim's session", async () => {
    const victim = new Browser("192.0.2.3");
    const mine = await signUp(victim, "victim@example.co.tz");
    await confirmIn(victim, mine.token);
    expect(await victim.user()).toBe("victim@example.co.tz");

    const attackerBrowser = new Browser("198.51.100.9");
    const attacker = await signUp(attackerBrowser, "attacker@example.co.tz");
    const result = await confirmIn(victim, attacker.token);
    expect(result.signedIn).toBe(false);
    expect(result.headers.getSetCookie().filter((c) => c.includes("session_token"))).toEqual([]);
    expect(await victim.user()).toBe("victim@example.co.tz");
    expect(await sessionsOf(attacker.userId)).toEqual([]);
    // The address is confirmed (harmless: it is the attacker's own), and nobody was signed in.
    expect(await verified(attacker.userId)).toBe(true);
  });

  it("signs nobody in from a browser without the mark, with another account's mark, or with a forged one", async () => {
    const phone = new Browser("192.0.2.4");
    const a = await signUp(new Browser("192.0.2.5"), "elsewhere@example.co.tz");
    expect(await confirmIn(phone, a.token)).toMatchObject({ signedIn: false });
    expect(await phone.user()).toBeNull();

    // Another account's link opened in a browser that just signed up leaves that browser's own mark working.
    const shared = new Browser("192.0.2.6");
    const first = await signUp(shared, "first@example.co.tz");
    const second = await signUp(new Browser("192.0.2.7"), "second@example.co.tz");
    expect(await confirmIn(shared, second.token)).toMatchObject({ signedIn: false });
    expect(await sessionsOf(second.userId)).toEqual([]);
    expect(await confirmIn(shared, first.token)).toMatchObject({ signedIn: true });

    // Unsigned, or signed with a made-up signature: each on an account not yet confirmed.
    for (const [n, forge] of [(id: string) => id, (id: string) => `${id}.${"A".repeat(43)}=`].entries()) {
      const victim = await signUp(new Browser("192.0.2.9"), `forged${n}@example.co.tz`);
      const forger = new Browser("192.0.2.8");
      forger.set("chuo.sign_up_browser", forge(victim.userId));
      expect(await confirmIn(forger, victim.token)).toMatchObject({ signedIn: false });
      expect(await sessionsOf(victim.userId)).toEqual([]);
    }
  });

  it("refuses a token that is not one, or that the library does not accept, as a 400", async () => {
    await expect(
      confirmEmail(context, new Browser("192.0.2.10").request("/verify-email"), "x&callbackURL=//evil.example"),
    ).rejects.toMatchObject({
      code: "invalid_input",
      reason: "confirmation_link_invalid",
    });
    await expect(
      confirmEmail(
        context,
        new Browser("192.0.2.10").request("/verify-email"),
        "eyJhbGciOiJIUzI1NiJ9.eyJlbWFpbCI6ImFAYi50eiJ9.c2lnbmF0dXJl",
      ),
    ).rejects.toMatchObject({
      status: 400,
      reason: "confirmation_link_invalid",
    });
  });
});
