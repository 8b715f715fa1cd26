import { createHash } from "node:crypto";
import { sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import * as z from "zod/mini";
import { fixtures } from "#tests/fixtures/db-fixtures";
import { testDatabase } from "#tests/fixtures/test-database";
import { AppError } from "~/lib/shared/app-error";
import { SUBMIT_ONCE_FIELD } from "~/lib/shared/submit-once";
import { queryRows } from "../../db/client";
import type { ServerContext } from "../../runtime/context";
import { browserDevice, DEVICE_COOKIE } from "../request-facts/device-cookie";
import { handleAction, intent, UNKNOWN_INTENT_TOAST } from "./action-kit";
import { goTo, goToWholePage, NOTHING_WRITTEN_HEADER, refuse, stay, stayUnchanged } from "./action-outcome";
import { Flash } from "./flash";

const handle = testDatabase();
let asha: { id: string };
let juma: { id: string };

beforeAll(async () => {
  const make = fixtures(handle.db);
  asha = await make.user();
  juma = await make.user();
});

function post(fields: Record<string, string>, path = "/things/new"): Request {
  const body = new URLSearchParams(fields).toString();
  return new Request(`http://localhost${path}`, {
    method: "POST",
    headers: { "content-type": "application/x-www-form-urlencoded", "content-length": String(Buffer.byteLength(body)) },
    body,
  });
}

const DEVICE_KEY = "test-device-key";

function args(request: Request) {
  const context = {
    db: handle.db,
    flash: new Flash("k", null, false),
    submitOnceKey: "test-submit-once-key",
    deviceKey: DEVICE_KEY,
    env: { publicUrl: "http://localhost" },
  } as unknown as ServerContext;
  return { request, context, params: {} };
}

/** A page with one form that counts what it did, as a post or a payment would. */
function countingPage(actor: { id: string }) {
  const done: string[] = [];
  const spec = {
    actor: async () => actor,
    intents: {
      post: intent<{ id: string }>({
        run: async ({ fields }) => {
          await new Promise((resolve) => setTimeout(resolve, 50));
          if (fields.title === "refuse") return refuse({ title: "No" });
          done.push(fields.title ?? "");
          return goTo(`/things/${done.length}`, { title: "Posted" });
        },
      }),
    },
  };
  return { done, send: (fields: Record<string, string>) => handleAction(args(post(fields)), spec) };
}

const locationOf = (response: unknown) => (response instanceof Response ? response.headers.get("location") : null);

describe("the action kit", () => {
  it("picks the form by its intent, refuses an unknown one, and parses with the form's schema", async () => {
    const spec = {
      actor: async () => asha,
      intents: {
        rename: intent<{ id: string }, { name: string }>({
          schema: z.object({ name: z.string().check(z.minLength(2, { error: "Too short" })) }),
          run: async ({ fields }) => stay({}, { title: `Renamed ${fields.name}` }),
        }),
        remove: intent<{ id: string }>({ run: async () => stay() }),
      },
    };
    const unknown = args(post({ intent: "constructor" }));
    const refused = await handleAction(unknown, spec);
    expect(refused).toMatchObject({ init: { status: 400 } });
    expect(unknown.context.flash?.take()).toMatchObject({ ...UNKNOWN_INTENT_TOAST });
    // Only the table's own names: not a name every object has, not a missing intent on a page of two forms.
    for (const name of ["__proto__", "toString", "hasOwnProperty", "", "Rename"]) {
      expect(await handleAction(args(post({ intent: name })), spec), name).toMatchObject({ init: { status: 400 } });
    }
    expect(await handleAction(args(post({})), spec)).toMatchObject({ init: { status: 400 } });

    const invalid = await handleAction(args(post({ intent: "rename", name: "x" })), spec);
    expect(invalid).toMatchObject({
      data: { errors: { name: "Too short" }, values: { name: "x" } },
      init: { status: 400 },
    });

    const renamed = args(post({ intent: "rename", name: "Asha" }));
    expect(await handleAction(renamed, spec)).toMatchObject({ data: {}, init: { status: 200 } });
    expect(renamed.context.flash?.take()).toMatchObject({ title: "Renamed Asha" });
  });

  it("answers a domain refusal with its words and status", async () => {
    const sent = args(post({}));
    const answer = await handleAction(sent, {
      actor: async () => asha,
      intents: {
        pay: intent<{ id: string }>({
          run: async () => Promise.reject(new AppError("not_found", "payment_not_found")),
        }),
      },
    });
    expect(answer).toMatchObject({ init: { status: 404 } });
    expect(sent.context.flash?.take()).toMatchObject({ title: "Payment not found", variant: "destructive" });
  });

  it("acts once on a form sent twice, at once or one after the other, and answers both alike", async () => {
    const page = countingPage(asha);
    const form = { title: "Desk", [SUBMIT_ONCE_FIELD]: "token-1:r1:" };
    const [first, second] = await Promise.all([page.send(form), page.send(form)]);
    const third = await page.send(form);
    expect(page.done).toEqual(["Desk"]);
    expect([locationOf(first), locationOf(second), locationOf(third)]).toEqual(["/things/1", "/things/1", "/things/1"]);
  });

  it("acts on another message typed in the same form, on a form without a token, and for another account", async () => {
    const page = countingPage(asha);
    await page.send({ title: "Hello", [SUBMIT_ONCE_FIELD]: "token-2:r1:" });
    await page.send({ title: "Are you there?", [SUBMIT_ONCE_FIELD]: "token-2:r1:" });
    await page.send({ title: "No token" });
    await page.send({ title: "No token" });
    const other = countingPage(juma);
    await other.send({ title: "Hello", [SUBMIT_ONCE_FIELD]: "token-2:r1:" });
    expect(page.done).toEqual(["Hello", "Are you there?", "No token", "No token"]);
    expect(other.done).toEqual(["Hello"]);
  });

  it("acts again on a form whose first send was refused or failed: it changed nothing", async () => {
    const page = countingPage(asha);
    const refused = { title: "refuse", [SUBMIT_ONCE_FIELD]: "token-3:r1:" };
    expect(await page.send(refused)).toMatchObject({ init: { status: 400 } });
    expect(await page.send(refused)).toMatchObject({ init: { status: 400 } });

    let calls = 0;
    const flaky = {
      actor: async () => asha,
      intents: {
        post: intent<{ id: string }>({
          run: async () => {
            calls += 1;
            if (calls === 1) throw new Error("database went away");
            return goTo("/done");
          },
        }),
      },
    };
    const form = { [SUBMIT_ONCE_FIELD]: "token-4:r1:" };
    await expect(handleAction(args(post(form)), flaky)).rejects.toThrow("database went away");
    expect(locationOf(await handleAction(args(post(form)), flaky))).toBe("/done");
    expect(calls).toBe(2);
  });

  it("keeps an answer quoting anything typed (a NUL too), and never sends a typed password back", async () => {
    const page = countingPage(asha);
    const form = { title: "Desk\u0000lamp", [SUBMIT_ONCE_FIELD]: "token-6:r1:" };
    expect([locationOf(await page.send(form)), locationOf(await page.send(form))]).toEqual(["/things/1", "/things/1"]);
    expect(page.done).toEqual(["Desk\u0000lamp"]);

    const spec = {
      actor: async () => asha,
      intents: {
        change: intent<{ id: string }, { newPassword: string }>({
          schema: z.object({ newPassword: z.string().check(z.minLength(8, { error: "Too short" })) }),
          run: async () => stay(),
        }),
      },
    };
    const refused = await handleAction(
      args(post({ newPassword: "short", currentPassword: "hunter2", note: "kept" })),
      spec,
    );
    expect(refused).toMatchObject({ data: { errors: { newPassword: "Too short" }, values: { note: "kept" } } });
    expect(JSON.stringify(refused)).not.toMatch(/hunter2|"newPassword":"short"/);
  });

  it("sends the cookies an intent set with its answer, and never keeps them for a repeat", async () => {
    const spec = {
      actor: async () => asha,
      intents: {
        renew: intent<{ id: string }>({
          run: async ({ cookies }) => {
            cookies.append("Set-Cookie", "session_token=new-secret; Path=/; HttpOnly");
            return goTo("/profile");
          },
        }),
      },
    };
    const form = { [SUBMIT_ONCE_FIELD]: "token-7:r1:" };
    const first = await handleAction(args(post(form)), spec);
    const set = first instanceof Response ? first.headers.getSetCookie() : [];
    expect(set.filter((cookie) => !cookie.startsWith(`${DEVICE_COOKIE}=`))).toEqual([
      "session_token=new-secret; Path=/; HttpOnly",
    ]);
    const kept = await handle.db.execute(sql`select answer from submitted_forms where answer like '%/profile%'`);
    expect(JSON.stringify(kept)).toContain("/profile");
    expect(JSON.stringify(kept)).not.toContain("new-secret");
  });

  it("gives a browser without one its mark, and notes each account that sends a form from it, once", async () => {
    const spec = {
      actor: async () => juma,
      intents: { ping: intent<{ id: string }>({ once: false, run: async () => goTo("/") }) },
    };
    const first = await handleAction(args(post({})), spec);
    const cookie = (first as Response).headers.getSetCookie().find((c) => c.startsWith(`${DEVICE_COOKIE}=`));
    expect(cookie).toMatch(
      /^chuo\.device=[A-Za-z0-9_-]{22}\.[A-Za-z0-9_-]{43}; Max-Age=63072000; Path=\/; HttpOnly; SameSite=Lax$/,
    );
    const mark = cookie!.split(";")[0]!;
    const withMark = () => {
      const request = post({});
      request.headers.set("cookie", mark);
      return request;
    };
    // The browser keeps its mark: no new one, and the account is noted once however often it sends.
    const again = await handleAction(args(withMark()), spec);
    expect((again as Response).headers.getSetCookie()).toEqual([]);
    await handleAction(args(withMark()), { ...spec, actor: async () => asha });
    const hash = browserDevice(withMark(), { secure: false, key: DEVICE_KEY }).hash;
    const seen = await queryRows<{ user_id: string }>(
      handle.db,
      sql`select user_id from device_sightings where device_hash = ${hash}`,
    );
    expect(seen.map((row) => row.user_id).sort()).toEqual([asha.id, juma.id].sort());
    // A visitor's form gets a mark too, and notes nobody.
    const visitor = await handleAction(args(post({})), { intents: spec.intents as never, actor: async () => null });
    expect((visitor as Response).headers.getSetCookie().some((c) => c.startsWith(`${DEVICE_COOKIE}=`))).toBe(true);
  });

  it("replaces an unsigned or altered mark on the next form sent, and notes the account under the new one only", async () => {
    const spec = {
      actor: async () => juma,
      intents: { ping: intent<{ id: string }>({ once: false, run: async () => goTo("/") }) },
    };
    const [unsigned, signed] = ["Zx9Qm2Lp8Rt4Vw6Yb1Nc3D", `Zx9Qm2Lp8Rt4Vw6Yb1Nc3D.${"A".repeat(43)}`];
    for (const old of [unsigned, signed]) {
      const request = post({});
      request.headers.set("cookie", `${DEVICE_COOKIE}=${old}`);
      const answer = await handleAction(args(request), spec);
      const cookie = (answer as Response).headers.getSetCookie().find((c) => c.startsWith(`${DEVICE_COOKIE}=`));
      expect(cookie, old).toMatch(/^chuo\.device=[A-Za-z0-9_-]{22}\.[A-Za-z0-9_-]{43};/);
      expect(cookie).not.toContain("Zx9Qm2Lp8Rt4Vw6Yb1Nc3D");
    }
    const chosenHash = createHash("sha256").update("device:Zx9Qm2Lp8Rt4Vw6Yb1Nc3D").digest("base64url");
    expect(
      await queryRows(handle.db, sql`select user_id from device_sightings where device_hash = ${chosenHash}`),
    ).toEqual([]);
  });

  it("takes a bare POST as an empty form only where the page says so", async () => {
    const bare = () => new Request("http://localhost/sign-out", { method: "POST" });
    const intents = { "sign-out": intent<{ id: string }>({ once: false, run: async () => goTo("/") }) };
    expect(
      locationOf(await handleAction(args(bare()), { actor: async () => asha, intents, bareIsEmptyForm: true })),
    ).toBe("/");
    expect(await handleAction(args(bare()), { actor: async () => asha, intents })).toMatchObject({
      init: { status: 400 },
    });
  });

  it("never keeps the answer of a form that says so (it holds a secret), and acts each time", async () => {
    let calls = 0;
    const spec = {
      actor: async () => asha,
      intents: {
        codes: intent<{ id: string }>({ once: false, run: async () => stay({}, { title: `Codes ${++calls}` }) }),
      },
    };
    const form = { [SUBMIT_ONCE_FIELD]: "token-5:r1:" };
    await handleAction(args(post(form)), spec);
    await handleAction(args(post(form)), spec);
    expect(calls).toBe(2);
  });

  it("says when a send changed nothing, so the server keeps its shared cache; any other answer says nothing of the kind", async () => {
    const spec = (unchanged: boolean) => ({
      actor: async () => asha,
      intents: {
        poll: intent<{ id: string }>({ once: false, run: async () => (unchanged ? stayUnchanged() : stay({})) }),
      },
    });
    const headersOf = (answer: unknown) => new Headers((answer as { init?: { headers?: HeadersInit } }).init?.headers);
    expect(headersOf(await handleAction(args(post({ intent: "poll" })), spec(true))).get(NOTHING_WRITTEN_HEADER)).toBe(
      "1",
    );
    expect(
      headersOf(await handleAction(args(post({ intent: "poll" })), spec(false))).get(NOTHING_WRITTEN_HEADER),
    ).toBeNull();
  });

  it("sends the browser on to load a whole page when the answer changed the page's language", async () => {
    const intents = { go: intent<{ id: string }>({ once: false, run: async () => goToWholePage("/dashboard") }) };
    const answer = (await handleAction(args(post({ intent: "go" })), { actor: async () => asha, intents })) as Response;
    expect(answer.headers.get("X-Remix-Reload-Document")).toBe("true");
    expect(locationOf(answer)).toBe("/dashboard");
  });
});
