import { readFileSync } from "node:fs";
import path from "node:path";
import { type APIRequestContext, type APIResponse, request as playwrightRequest } from "@playwright/test";
import type { RouteConfigEntry } from "@react-router/dev/routes";
import routes from "../../app/routes";
import { DEMO_PASSWORD, expect, test } from "./fixtures";

/**
 * Hostile input must never be a server error (decision 0004): every route's path
 * parameters, the query parameters it reads and the fields of its forms get values that break
 * naive code (NUL, control characters, broken percent-encoding, huge numbers, very long text),
 * signed out, as a student and as the admin. Every action also gets bodies that are no form and
 * forms without the fields, and a few paths start with "//" (docs/security.md). Anything
 * answered 5xx is listed at the end.
 *
 * The routes, their query parameters and form fields are read from app/routes.ts and the route
 * modules (and the modules they import), so a new route or field is fuzzed without editing this
 * file. Deterministic: no randomness, the same requests every run.
 *
 * Nothing here harms data other tests use: destructive actions get ids that do not exist, the
 * student is an account this file creates, and the admin deletes it (with its listings) at the end.
 */

const APP_DIR = path.resolve("app");
const NIL_ID = "00000000-0000-4000-8000-000000000000";
const STUDENT_PASSWORD = "fuzz-student-pass-9";

/** A hostile value: text (percent-encoded by us), or raw bytes put into the URL or body as they are. */
type Hostile = { label: string; text: string } | { label: string; raw: string };

const HOSTILE: Hostile[] = [
  { label: "NUL", text: "a\u0000b" },
  { label: "CR/LF", text: "a\r\nSet-Cookie: x=1" },
  { label: "TAB", text: "\t" },
  { label: "control characters", text: "\u0001\u001b[31m\u007f\u0085" },
  { label: "percent sign", text: "100%" },
  { label: "raw %", raw: "%" },
  { label: "broken percent-encoding", raw: "%E0%A4%A" },
  { label: "encoded lone surrogate", raw: "%ED%A0%80" },
  { label: "long", text: "x".repeat(1000) },
  { label: "non-Latin-1, RTL and emoji", text: "Дар 東京 \u202Eمرحبا\u202C 🏠👍🏽👨‍👩‍👧" },
  { label: "path traversal", text: "../../etc/passwd" },
  { label: "SQL quote and script", text: "' OR '1'='1' --<script>alert(1)</script>" },
  { label: "1e400", text: "1e400" },
  { label: "-1", text: "-1" },
  { label: "huge integer", text: "99999999999999999999" },
  { label: "empty", text: "" },
  { label: "almost a uuid", text: "00000000-0000-4000-8000-00000000000g" },
];

/** Form fields get most of them at once, and text far longer than any field allows. */
const HOSTILE_FORM: Hostile[] = [
  ...HOSTILE.filter((v) => !["TAB", "percent sign", "raw %", "1e400", "path traversal"].includes(v.label)),
  { label: "very long", text: "y".repeat(20_000) },
];

const encoded = (value: Hostile) => ("raw" in value ? value.raw : encodeURIComponent(value.text));

// ---------------------------------------------------------------------------------------------
// What each route reads, from its source

interface RouteInfo {
  /** The route table's path ("products/:id"). */
  path: string;
  query: string[];
  /** Whether the route's code reads any query parameter itself (not just the generic ones). */
  readsQuery: boolean;
  fields: string[];
  intents: string[];
  hasAction: boolean;
}

function flatten(entries: RouteConfigEntry[]): { path: string; file: string }[] {
  return entries.flatMap((e) => [{ path: e.index ? "" : (e.path ?? ""), file: e.file }, ...flatten(e.children ?? [])]);
}

/** A module's source and the sources of the app modules it imports (one level deep; "~/..." and "./..."). */
function sourcesOf(file: string): { own: string; all: string } {
  const own = readFileSync(path.join(APP_DIR, file), "utf8");
  const imported = [...own.matchAll(/from "(~\/|\.\.?\/)([^"]+)"/g)].flatMap(([, root, spec]) => {
    const base = root === "~/" ? path.join(APP_DIR, spec!) : path.join(APP_DIR, path.dirname(file), root!, spec!);
    for (const ext of [".ts", ".tsx", "/index.ts"]) {
      try {
        return [readFileSync(base + ext, "utf8")];
      } catch {
        // try the next extension
      }
    }
    return [];
  });
  return { own, all: [own, ...imported].join("\n") };
}

const names = (source: string, pattern: RegExp) => [...source.matchAll(pattern)].map((m) => m[1]!);

/** The keys of intent tables (`{ save: saveDetails, "remove-photo": removePhoto } satisfies IntentHandlers<...>`). */
const tableIntents = (source: string) =>
  [...source.matchAll(/\{([^{}]*)\}\s*satisfies IntentHandlers\b/g)].flatMap(([, body]) =>
    body!
      .split(",")
      .map((entry) =>
        entry
          .split(":")[0]!
          .trim()
          .replace(/^"(.*)"$/, "$1"),
      )
      .filter((key) => /^[\w-]+$/.test(key)),
  );
const unique = (list: string[]) => [...new Set(list)].sort();

function describeRoute(routePath: string, file: string): RouteInfo {
  const { own: ownSource, all } = sourcesOf(file);
  const read = names(all, /(?:searchParams|params|query)\.(?:get|has|getAll|text|uuid|oneOf|page|number)\("([\w-]+)"/g);
  // Read by many pages, or commonly tried by hand.
  const query = unique([...read, "page", "q", "redirectTo"]);
  const hasAction = /export (?:async )?function action|export const action/.test(ownSource);
  const fields = hasAction
    ? unique([
        ...names(all, /form(?:Data)?\.(?:get|getAll|has)\("([\w-]+)"\)/g),
        ...names(all, /optionalFormValue\(form, "([\w-]+)"\)/g),
        ...names(all, /texts\("([\w-]+)"\)/g),
        ...names(ownSource, /\bname="([\w-]+)"/g),
      ]).filter((n) => n !== "intent")
    : [];
  const intents = hasAction
    ? unique([
        ...names(ownSource, /intent === "([\w-]+)"/g),
        ...names(ownSource, /name="intent" value="([\w-]+)"/g),
        ...tableIntents(all),
      ])
    : [];
  return { path: routePath, query, readsQuery: read.length > 0, fields, intents, hasAction };
}

/** Plausible values, so that one hostile field at a time gets past the others to the database. */
function baseline(field: string, ids: KnownIds): string {
  if (/^(id|userId|sessionId|shopId)$/.test(field)) return NIL_ID;
  if (/campusIds?$|^campusId$|^primaryCampusId$/.test(field)) return ids.campus;
  if (/password|^currentPassword$/i.test(field)) return "wrong-password-1";
  if (field === "email") return "fuzz.created@example.co.tz";
  if (/Number$/.test(field)) return "0712345678";
  if (field === "price") return "1000";
  if (field === "kind") return "product";
  if (field === "category") return "Other";
  if (field === "role") return "user";
  if (field === "confirmed") return "yes";
  if (field === "code") return "123456";
  if (field === "method") return "totp";
  if (field === "js") return "1";
  if (field === "redirectTo") return "/dashboard";
  return "Fuzz value";
}

// ---------------------------------------------------------------------------------------------
// Sending, counting and collecting server errors

interface Failure {
  method: string;
  url: string;
  field: string;
  status: number;
}

interface Job {
  method: "GET" | "POST";
  url: string;
  /** Which parameter or field carries the hostile value, for the report. */
  field: string;
  /** A url-encoded body, written by us so raw bytes stay raw. */
  body?: string;
  /** The body's type when it is not a url-encoded form; null for none at all. */
  contentType?: string | null;
}

const FORM_TYPE = "application/x-www-form-urlencoded";

const stats = { requests: 0, routes: new Set<string>(), failures: [] as Failure[] };

async function send(api: APIRequestContext, origin: string, jobs: Job[], concurrency = 6) {
  let next = 0;
  const worker = async () => {
    while (next < jobs.length) {
      const job = jobs[next++]!;
      let response: APIResponse;
      try {
        response = await api.fetch(job.url, {
          method: job.method,
          maxRedirects: 0,
          headers:
            job.method === "GET"
              ? {}
              : { origin, ...(job.contentType === null ? {} : { "content-type": job.contentType ?? FORM_TYPE }) },
          data: job.body,
        });
      } catch (error) {
        stats.requests++;
        const message = String(error);
        // A redirect that repeats a very long address makes a header longer than the client
        // reads: not a server error, but worth seeing.
        if (/Header overflow/.test(message))
          console.log(`fuzz: warning: ${job.method} ${job.url.slice(0, 80)} (${job.field}): response header too large`);
        // The server hanging up is as bad as a 500.
        else stats.failures.push({ method: job.method, url: job.url.slice(0, 200), field: job.field, status: 0 });
        continue;
      }
      stats.requests++;
      if (response.status() >= 500) {
        stats.failures.push({
          method: job.method,
          url: job.url.slice(0, 200),
          field: job.field,
          status: response.status(),
        });
      }
      await response.dispose();
    }
  };
  await Promise.all(Array.from({ length: concurrency }, worker));
}

const queryString = (pairs: [string, string][]) => pairs.map(([k, v]) => `${encodeURIComponent(k)}=${v}`).join("&");

/** GET jobs for one route: every parameter at once with each value, then each parameter alone with NUL, then repeated keys. */
function queryJobs(url: string, info: RouteInfo): Job[] {
  // A page that reads no query parameter itself gets the few values that break URL parsing.
  if (!info.readsQuery) {
    return HOSTILE.filter((v) => QUICK.has(v.label)).map((value) => ({
      method: "GET" as const,
      url: `${url}?${queryString(info.query.map((n) => [n, encoded(value)]))}`,
      field: `all query parameters = ${value.label}`,
    }));
  }
  const jobs: Job[] = HOSTILE.map((value) => ({
    method: "GET" as const,
    url: `${url}?${queryString(info.query.map((n) => [n, encoded(value)]))}`,
    field: `all query parameters = ${value.label}`,
  }));
  for (const name of info.query)
    jobs.push({
      method: "GET",
      url: `${url}?${queryString([[name, encodeURIComponent("a\u0000b")]])}`,
      field: `${name} = NUL`,
    });
  jobs.push({
    method: "GET",
    url: `${url}?${queryString(
      info.query.flatMap(
        (n) =>
          [
            [n, "1"],
            [n, encodeURIComponent("a\u0000b")],
          ] as [string, string][],
      ),
    )}`,
    field: "repeated keys",
  });
  return jobs;
}

/** POST jobs for one route and intent: every field with each value at once, then one field at a time over plausible values. */
function formJobs(url: string, info: RouteInfo, intent: string | undefined, ids: KnownIds): Job[] {
  const fields = info.fields;
  const form = (entries: [string, string][]) =>
    queryString(intent === undefined ? entries : [["intent", encodeURIComponent(intent)], ...entries]);
  const label = intent === undefined ? "" : `intent=${intent} `;
  const jobs: Job[] = HOSTILE_FORM.map((value) => ({
    method: "POST" as const,
    url,
    field: `${label}all fields = ${value.label}`,
    body: form(fields.map((f) => [f, encoded(value)])),
  }));
  for (const field of fields) {
    for (const value of HOSTILE_FORM) {
      // One at a time only NUL, and for ids an almost-uuid: what slips past a check of a neighbour.
      if (!(value.label === "NUL" || (value.label === "almost a uuid" && /id$/i.test(field)))) continue;
      jobs.push({
        method: "POST",
        url,
        field: `${label}${field} = ${value.label}`,
        body: form(fields.map((f) => [f, f === field ? encoded(value) : encodeURIComponent(baseline(f, ids))])),
      });
    }
  }
  return jobs;
}

/**
 * Bodies no page of ours sends: none at all, text, JSON, broken multipart; and forms without the
 * fields (decision 0004: these were 500s where an action read its form itself).
 */
const MALFORMED_BODIES: { label: string; contentType: string | null; body?: string }[] = [
  { label: "no body", contentType: null },
  { label: "text/plain", contentType: "text/plain", body: "intent=signin&email=fuzz" },
  { label: "JSON", contentType: "application/json", body: '{"intent":"signin","email":"fuzz@example.co.tz"}' },
  {
    label: "broken multipart",
    contentType: "multipart/form-data; boundary=fuzz",
    body: '--fuzz\r\ncontent-disposition: form-data; name="intent"\r\n\r\nsignin',
  },
  { label: "multipart without a boundary", contentType: "multipart/form-data", body: "intent=signin" },
  { label: "empty form", contentType: FORM_TYPE, body: "" },
  { label: "form of unknown fields", contentType: FORM_TYPE, body: "unrelated=1" },
];

/** Every malformed body, to the page and to its data URL (where React Router's fetchers post), and each intent without its fields. */
function malformedBodyJobs(url: string, info: RouteInfo, signedIn: boolean): Job[] {
  const targets = [url, url === "/" ? "/_root.data" : `${url}.data`];
  const jobs: Job[] = targets.flatMap((target) =>
    MALFORMED_BODIES.map(({ label, contentType, body }) => ({
      method: "POST" as const,
      url: target,
      field: `body = ${label}`,
      contentType,
      body,
    })),
  );
  for (const intent of info.intents) {
    if (signedIn && SESSION_ENDING.has(`${info.path}#${intent}`)) continue;
    jobs.push({
      method: "POST",
      url,
      field: `intent=${intent} without its fields`,
      body: queryString([["intent", encodeURIComponent(intent)]]),
    });
  }
  return jobs;
}

/**
 * Paths starting with // and no valid host after them (docs/security.md: "Invalid URL" where the
 * server decided no-store), sent as written: a relative "//x" would be read as another host.
 */
const DOUBLE_SLASH_PATHS = ["//", "///", "//%00", "//%zz", "//evil.example", "//%2F"];

function doubleSlashJobs(origin: string): Job[] {
  return DOUBLE_SLASH_PATHS.flatMap((p) => [
    { method: "GET" as const, url: `${origin}${p}`, field: `path ${p}` },
    { method: "POST" as const, url: `${origin}${p}`, field: `path ${p}`, body: "a=1" },
  ]);
}

/** The values for pages that read nothing from the query string themselves. */
const QUICK = new Set(["NUL", "broken percent-encoding", "huge integer"]);

/** Path parameters (":id", "*") replaced by each hostile value. */
function pathJobs(routePath: string): Job[] {
  if (!/[:*]/.test(routePath)) return [];
  return HOSTILE.map((value) => ({
    method: "GET" as const,
    url: `/${routePath.replace(/:[A-Za-z]+|\*/g, encoded(value))}`,
    field: `path = ${value.label}`,
  }));
}

// ---------------------------------------------------------------------------------------------

interface KnownIds {
  campus: string;
  byPrefix: Record<string, string>;
}

/** Real ids from the public pages, so query parameters reach the deeper code of a detail page. */
async function findIds(api: APIRequestContext): Promise<KnownIds> {
  const first = async (page: string, pattern: RegExp) =>
    (await (await api.get(page)).text()).match(pattern)?.[1] ?? NIL_ID;
  const uuid = "([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})";
  return {
    campus: await first("/users", new RegExp(`<option value="${uuid}"`)),
    byPrefix: {
      products: await first("/products", new RegExp(`href="/products/${uuid}"`)),
      accommodations: await first("/accommodations", new RegExp(`href="/accommodations/${uuid}"`)),
      shops: await first("/shops", new RegExp(`href="/shops/${uuid}"`)),
      user: await first("/users", new RegExp(`href="/user/${uuid}"`)),
    },
  };
}

function concrete(routePath: string, ids: KnownIds): string {
  const prefix = routePath.split("/")[0]!;
  return `/${routePath.replace(/:[A-Za-z]+/g, ids.byPrefix[prefix] ?? NIL_ID).replace("*", "fuzz/object.webp")}`;
}

const ROUTES = flatten(await routes).map(({ path: p, file }) => describeRoute(p, file));

/** Actions that end the session they are sent with: fuzzing them would sign the user out midway. */
const SESSION_ENDING = new Set(["sign-out", "profile#revoke-all"]);

/**
 * Streams answer a good request with 200 and stay open for as long as the client listens, which a
 * request here would wait on forever. Their input is checked in their own specs (messages.spec.ts).
 */
const STREAMS = new Set(["api/live"]);

/** Routes that send a visitor to sign in before reading anything (found by the visitor's run). */
const SIGN_IN_FIRST = new Set<string>();

async function jobsFor(api: APIRequestContext, who: "visitor" | "student" | "admin", ids: KnownIds): Promise<Job[]> {
  const jobs: Job[] = [];
  for (const info of ROUTES) {
    // The admin's pages get the admin; the student covers every other signed-in page, and
    // public pages only where they read the query string (a member's lists differ).
    if (who === "admin" && !info.path.startsWith("admin")) continue;
    if (who !== "visitor" && STREAMS.has(info.path)) continue;
    if (who === "student" && (info.path.startsWith("admin") || (!SIGN_IN_FIRST.has(info.path) && !info.readsQuery)))
      continue;
    stats.routes.add(info.path);
    const url = concrete(info.path, ids);
    if (who === "visitor" && (await api.get(url, { maxRedirects: 0 })).headers().location?.startsWith("/auth"))
      SIGN_IN_FIRST.add(info.path);
    const signInFirst = who === "visitor" && SIGN_IN_FIRST.has(info.path);
    if (who !== "student" || SIGN_IN_FIRST.has(info.path)) jobs.push(...pathJobs(info.path));
    jobs.push(...queryJobs(url, signInFirst ? { ...info, readsQuery: false } : info));
    if (!info.hasAction) continue;
    if (who === "visitor" || !SESSION_ENDING.has(info.path))
      jobs.push(...malformedBodyJobs(url, info, who !== "visitor"));
    if (SESSION_ENDING.has(info.path)) continue;
    // A page that sends visitors to sign in reads nothing of their form: one post is enough.
    if (signInFirst) {
      jobs.push({
        method: "POST",
        url,
        field: "all fields = NUL",
        body: queryString(info.fields.map((f) => [f, "a%00b"])),
      });
      continue;
    }
    for (const intent of info.intents.length ? info.intents : [undefined]) {
      if (SESSION_ENDING.has(`${info.path}#${intent}`)) continue;
      jobs.push(...formJobs(url, info, intent, ids));
    }
  }
  return jobs;
}

async function newClient(baseURL: string, address: string) {
  return playwrightRequest.newContext({ baseURL, extraHTTPHeaders: { "x-forwarded-for": address } });
}

async function signIn(api: APIRequestContext, origin: string, email: string, password: string) {
  const response = await api.post("/auth", {
    form: { intent: "signin", email, password },
    headers: { origin },
    maxRedirects: 0,
  });
  expect(response.status(), `sign in as ${email}`).toBe(302);
}

test.describe.configure({ mode: "serial" });
test.setTimeout(240_000);

const studentEmail = `fuzz.student.${Date.now()}@example.co.tz`;
let ids: KnownIds;

test.afterAll(() => {
  console.log(
    `fuzz: ${stats.requests} requests sent, ${stats.routes.size} routes, ${stats.failures.length} server errors`,
  );
});

test("hostile input from a visitor is never a server error", async ({ baseURL }) => {
  const api = await newClient(baseURL!, "198.51.100.71");
  ids = await findIds(api);
  await send(api, baseURL!, [...(await jobsFor(api, "visitor", ids)), ...doubleSlashJobs(baseURL!)]);
  await api.dispose();
  expect(report(), "requests answered with a server error").toEqual([]);
});

test("hostile input from a signed-in student and from the admin is never a server error", async ({ baseURL }) => {
  const admin = await newClient(baseURL!, "198.51.100.72");
  await signIn(admin, baseURL!, "admin@demo.chuo.market", DEMO_PASSWORD);
  // The student is an account of this test's own, so its changes touch nobody else's data.
  const created = await admin.post("/admin/users", {
    form: {
      intent: "create",
      fullName: "Fuzz Student",
      email: studentEmail,
      password: STUDENT_PASSWORD,
      whatsappNumber: "0712345678",
      campusId: ids.campus,
      role: "user",
    },
    headers: { origin: baseURL! },
  });
  expect(created.status(), await created.text()).toBe(200);

  const student = await newClient(baseURL!, "198.51.100.73");
  await signIn(student, baseURL!, studentEmail, STUDENT_PASSWORD);
  await send(student, baseURL!, [...(await jobsFor(student, "student", ids)), ...doubleSlashJobs(baseURL!)]);
  await send(admin, baseURL!, await jobsFor(admin, "admin", ids));

  // Clean up: the student and everything it listed, and any account the admin's form created.
  for (const email of [studentEmail, baseline("email", ids)]) {
    const listing = await (await admin.get(`/admin/users?q=${encodeURIComponent(email)}`)).text();
    const userId = listing.match(/href="\/user\/([0-9a-f-]{36})"/)?.[1];
    if (email === studentEmail) expect(userId, email).toBeTruthy();
    if (!userId) continue;
    const removed = await admin.post("/admin/users", {
      form: { intent: "delete", userId, confirmed: "yes" },
      headers: { origin: baseURL! },
    });
    expect(removed.status()).toBe(200);
  }
  await student.dispose();
  await admin.dispose();
  expect(report(), "requests answered with a server error").toEqual([]);
});

test("the bad input of finding 7 is answered 4xx with our error page", async ({ baseURL }) => {
  const visitor = await newClient(baseURL!, "198.51.100.74");
  for (const list of ["/products", "/accommodations", "/shops", "/users"]) {
    const response = await visitor.get(`${list}?q=a%00b`);
    expect(response.status(), list).toBe(400);
    expect(await response.text(), list).toContain("Invalid search");
  }
  const trace = await visitor.fetch("/", { method: "TRACE" });
  expect(trace.status()).toBe(405);
  expect(trace.headers().allow).toBe("GET, HEAD, POST");
  await visitor.dispose();

  const admin = await newClient(baseURL!, "198.51.100.75");
  await signIn(admin, baseURL!, "admin@demo.chuo.market", DEMO_PASSWORD);
  expect((await admin.get("/admin/users?page=99999999999999999999")).status()).toBe(200);
  for (const form of <Record<string, string>[]>[
    { intent: "unban", userId: "abc" },
    { intent: "delete", userId: "abc", confirmed: "yes" },
    { intent: "ban", userId: "abc" },
  ]) {
    expect(
      (await admin.post("/admin/users", { form, headers: { origin: baseURL! } })).status(),
      JSON.stringify(form),
    ).toBe(400);
  }
  // The admin's own profile: a campus or device that is not a uuid.
  for (const form of <Record<string, string>[]>[
    { intent: "primary", campusId: "abc" },
    { intent: "add-campus", campusId: "abc" },
    { intent: "remove-campus", campusId: "abc" },
    { intent: "revoke-session", sessionId: "abc" },
  ]) {
    expect((await admin.post("/profile", { form, headers: { origin: baseURL! } })).status(), JSON.stringify(form)).toBe(
      400,
    );
  }
  await admin.dispose();
});

test("the second probe's lines are answered 4xx (docs/security.md)", async ({ baseURL }) => {
  const visitor = await newClient(baseURL!, "198.51.100.76");
  const admin = await newClient(baseURL!, "198.51.100.77");
  await signIn(admin, baseURL!, "admin@demo.chuo.market", DEMO_PASSWORD);
  const bodies: { data?: string; headers: Record<string, string> }[] = [
    { headers: {} },
    { data: "email=a", headers: { "content-type": "text/plain" } },
    { data: '{"intent":"signin"}', headers: { "content-type": "application/json" } },
  ];
  for (const [client, paths] of [
    [visitor, ["/auth", "/auth/two-factor", "/visitor-campus", "/forgot-password", "/reset-password"]],
    [admin, ["/profile/two-factor", "/favorites/toggle", "/admin/users"]],
  ] as const) {
    for (const path of paths) {
      for (const { data, headers } of bodies) {
        const response = await client.post(path, { data, headers: { origin: baseURL!, ...headers }, maxRedirects: 0 });
        expect(response.status(), `${path} ${JSON.stringify(headers)}`).toBe(400);
      }
    }
  }
  for (const path of DOUBLE_SLASH_PATHS)
    expect((await visitor.get(`${baseURL}${path}`, { maxRedirects: 0 })).status(), path).toBe(404);
  // A page without an action.
  expect((await visitor.post("/products", { form: { a: "1" }, headers: { origin: baseURL! } })).status()).toBe(405);
  await visitor.dispose();
  await admin.dispose();
});

function report(): string[] {
  return stats.failures.map((f) => `${f.status} ${f.method} ${f.url} (${f.field})`);
}
