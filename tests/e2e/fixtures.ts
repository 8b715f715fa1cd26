import {
  type Browser,
  type BrowserContext,
  test as base,
  type ConsoleMessage,
  expect,
  type Page,
  type Response,
} from "@playwright/test";

const HYDRATION_TIMEOUT = 15_000;

/**
 * Waits until React has hydrated the page (the root layout marks <html data-hydrated>), so a
 * test's clicks reach the app's handlers and not the bare server HTML. A page that should hydrate
 * and does not fails the test: that is a broken page, not a slow one.
 */
export async function waitForHydration(page: Page, { timeout = HYDRATION_TIMEOUT }: { timeout?: number } = {}) {
  try {
    await page.waitForFunction(() => document.documentElement.dataset.hydrated === "true", null, { timeout });
  } catch (error) {
    if (page.isClosed()) return;
    throw new Error(
      `${page.url()} did not hydrate within ${timeout} ms (no <html data-hydrated="true">): ${(error as Error).message.split("\n")[0]}`,
    );
  }
}

/** Pages whose goto() already waits for hydration, and pages that are not the app's (see below). */
const hydrating = new WeakSet<Page>();
const notHydrating = new WeakSet<Page>();
/** Contexts with JavaScript disabled: their pages never hydrate, by design. */
const withoutJavaScript = new WeakSet<BrowserContext>();

/**
 * Makes a page's goto(), reload(), goBack() and goForward() return once the page is hydrated. Which pages do not hydrate is decided
 * here, explicitly: pages of a context without JavaScript, responses that are not HTML (an image,
 * JSON), and pages a test marked with `notTheApp` (HTML it fulfilled itself). Every other HTML
 * page, a 404 or 403 page included, must hydrate.
 */
export function hydratingGoto(page: Page) {
  if (hydrating.has(page)) return;
  hydrating.add(page);
  const hydrated = async (response: Response | null) => {
    if (withoutJavaScript.has(page.context()) || notHydrating.has(page)) return response;
    const contentType = response?.headers()["content-type"] ?? "text/html";
    if (!contentType.startsWith("text/html")) return response;
    await waitForHydration(page);
    return response;
  };
  const goto = page.goto.bind(page);
  page.goto = async (url, options) => hydrated(await goto(url, options));
  // A reload or a step through history may load the document anew, and the app starts only after
  // the first screen is painted (docs/decisions/0023-scripts-after-the-first-screen.md).
  const reload = page.reload.bind(page);
  page.reload = async (options) => hydrated(await reload(options));
  const goBack = page.goBack.bind(page);
  page.goBack = async (options) => hydrated(await goBack(options));
  const goForward = page.goForward.bind(page);
  page.goForward = async (options) => hydrated(await goForward(options));
}

/** Marks a page whose documents are not the app's (a test serves its own HTML), so goto() does not wait for hydration. */
export function notTheApp(page: Page) {
  notHydrating.add(page);
}

/** A console error or uncaught page error, with where it happened (for a failed load: the resource's URL). */
function describeConsoleMessage(message: ConsoleMessage): string {
  const url = message.location().url;
  return url ? `${message.text()} (at ${url})` : message.text();
}

/** The console error Chromium logs when a page or resource answers with an error status. */
const STATUS_TEXT: Record<number, string> = {
  400: "Bad Request",
  401: "Unauthorized",
  403: "Forbidden",
  404: "Not Found",
  409: "Conflict",
  413: "Payload Too Large",
  422: "Unprocessable Content",
  429: "Too Many Requests",
  500: "Internal Server Error",
};
export function failedLoadMessage(url: string, status = 404): RegExp {
  const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
  return new RegExp(
    `^${escapeRegExp(`Failed to load resource: the server responded with a status of ${status} (${STATUS_TEXT[status] ?? ""})`)} \\(at ${escapeRegExp(url)}\\)$`,
  );
}

export type CspViolation = {
  /** effectiveDirective of the event (e.g. script-src-elem), or "console" for Chromium's console message about it. */
  directive: string;
  blockedURI: string;
  documentURI: string;
  disposition?: string;
  policy?: string;
  sample?: string;
};

/** Name of the function the browser calls with each securitypolicyviolation (exposeBinding). */
const CSP_BINDING = "__chuoReportCspViolation";

/**
 * In every document of the context: record each Content-Security-Policy violation in
 * `window.__cspViolations` and report it to the test at once (it would be lost with the page if
 * only read at the end). Init scripts and bindings are not subject to the page's CSP.
 */
function recordCspViolationsInPage(binding: string) {
  const w = window as unknown as { __cspViolations: unknown[] } & Record<string, unknown>;
  w.__cspViolations = [];
  window.addEventListener(
    "securitypolicyviolation",
    (event) => {
      const violation = {
        directive: event.effectiveDirective || event.violatedDirective,
        blockedURI: event.blockedURI,
        documentURI: event.documentURI,
        disposition: event.disposition,
        policy: event.originalPolicy,
        sample: event.sample,
      };
      w.__cspViolations.push(violation);
      const report = w[binding];
      if (typeof report === "function") void (report as (v: unknown) => Promise<void>)(violation);
    },
    true,
  );
}

/**
 * The CSP violation detector: from now on, every violation in any page of the context, seen as a
 * securitypolicyviolation event or as Chromium's console error about it, is pushed to
 * `onViolation`. Returns once the context is instrumented.
 */
export async function detectCspViolations(
  context: BrowserContext,
  onViolation: (violation: CspViolation) => void,
): Promise<void> {
  await context.exposeBinding(CSP_BINDING, (_source, violation: CspViolation) => onViolation(violation));
  await context.addInitScript(recordCspViolationsInPage, CSP_BINDING);
  context.on("console", (message) => {
    if (isCspConsoleMessage(message))
      onViolation({
        directive: "console",
        blockedURI: "",
        documentURI: message.location().url || message.page()?.url() || "",
        sample: message.text(),
      });
  });
}

/**
 * Chromium's console report of a violation: "Refused to load ... because it violates the following
 * Content Security Policy directive" in older versions, "Executing inline script violates the
 * following Content Security Policy directive ... The action has been blocked." in newer ones.
 */
function isCspConsoleMessage(message: ConsoleMessage): boolean {
  return /Content Security Policy directive/.test(message.text());
}

export function describeCspViolation(v: CspViolation): string {
  if (v.directive === "console") return `${v.sample} (on ${v.documentURI})`;
  const reportOnly = v.disposition === "report" ? " [report only]" : "";
  return `${v.directive} blocked ${v.blockedURI || "(no URI)"} on ${v.documentURI}${reportOnly} (policy: ${v.policy})`;
}

/** What the guard found in one test; the failure message lists each item. */
export function guardFailures({
  consoleErrors,
  cspViolations,
}: {
  consoleErrors: string[];
  cspViolations: CspViolation[];
}): string[] {
  return [
    ...consoleErrors.map((e) => `console error: ${e}`),
    ...cspViolations.map((v) => `Content-Security-Policy violation: ${describeCspViolation(v)}`),
  ];
}

/** An error a test expects; `mayNotHappen` for what the browser does only sometimes (it then never counts as stale). */
type Allowance = { pattern: RegExp; mayNotHappen?: boolean };

/** Everything the guard records during one test, from every page of every context the test opens. */
export class PageGuard {
  consoleErrors: string[] = [];
  cspViolations: CspViolation[] = [];
  private allowedConsole: Allowance[] = [];
  private allowedCsp: Allowance[] = [];
  private instrumented = new WeakSet<BrowserContext>();

  allowConsoleError(pattern: RegExp, options: { mayNotHappen?: boolean } = {}) {
    this.allowedConsole.push({ pattern, ...options });
  }
  allowCspViolation(pattern: RegExp) {
    this.allowedCsp.push({ pattern });
  }

  async instrument(context: BrowserContext, { javaScriptEnabled = true }: { javaScriptEnabled?: boolean } = {}) {
    if (this.instrumented.has(context)) return;
    this.instrumented.add(context);
    if (!javaScriptEnabled) withoutJavaScript.add(context);
    await detectCspViolations(context, (violation) => this.cspViolations.push(violation));
    context.on("console", (message) => {
      if (message.type() === "error" && !isCspConsoleMessage(message))
        this.consoleErrors.push(describeConsoleMessage(message));
    });
    const watch = (page: Page) => {
      hydratingGoto(page);
      page.on("pageerror", (error) => this.consoleErrors.push(`uncaught ${error.name}: ${error.message}`));
    };
    context.pages().forEach(watch);
    context.on("page", watch);
  }

  /** Unexpected errors, and allowances that were declared but never happened (a stale declaration lies about the page). */
  failures(): string[] {
    const used = new Set<Allowance>();
    const allowed = (item: string, allowances: Allowance[]) => {
      const allowance = allowances.find((a) => a.pattern.test(item));
      if (allowance) used.add(allowance);
      return allowance !== undefined;
    };
    const consoleErrors = this.consoleErrors.filter((e) => !allowed(e, this.allowedConsole));
    const cspViolations = this.cspViolations.filter((v) => !allowed(describeCspViolation(v), this.allowedCsp));
    const unused = [...this.allowedConsole, ...this.allowedCsp]
      .filter((a) => !used.has(a) && !a.mayNotHappen)
      .map((a) => `declared but never happened: ${a.pattern}`);
    return [...guardFailures({ consoleErrors, cspViolations }), ...unused];
  }
}

/**
 * Every e2e test fails on a console error, an uncaught page error or a Content-Security-Policy
 * violation in any page it opens (DESIGN.md), unless the test declares that exact error with
 * `allowConsoleError` / `allowFailedLoad` / `allowCspViolation`.
 */
export const test = base.extend<{
  guard: PageGuard;
  /** Expect a console error matching this pattern ("<text> (at <url>)"), at least once. */
  allowConsoleError: (pattern: RegExp, options?: { mayNotHappen?: boolean }) => void;
  /** Expect the browser's failed-load error for this path (the test visits a missing page on purpose). */
  allowFailedLoad: (path: string, status?: number) => void;
  /** Expect a CSP violation matching this pattern (see describeCspViolation). */
  allowCspViolation: (pattern: RegExp) => void;
}>({
  guard: [
    async ({ browser }, use) => {
      const guard = new PageGuard();
      // Contexts a test opens itself (browser.newContext/newPage) are guarded like the default one.
      const newContext = browser.newContext;
      browser.newContext = async (options) => {
        const context = await newContext.call(browser, options);
        await guard.instrument(context, { javaScriptEnabled: options?.javaScriptEnabled });
        return context;
      };
      try {
        await use(guard);
      } finally {
        browser.newContext = newContext;
      }
      const failures = guard.failures();
      expect(failures, "the pages of this test logged errors or violated the Content-Security-Policy").toEqual([]);
    },
    { auto: true },
  ],
  context: async ({ context, guard, javaScriptEnabled }, use) => {
    await guard.instrument(context, { javaScriptEnabled });
    await use(context);
  },
  allowConsoleError: async ({ guard }, use) => {
    await use((pattern, options) => guard.allowConsoleError(pattern, options));
  },
  allowFailedLoad: async ({ guard, baseURL }, use) => {
    await use((path, status = 404) => guard.allowConsoleError(failedLoadMessage(new URL(path, baseURL).href, status)));
  },
  allowCspViolation: async ({ guard }, use) => {
    await use((pattern) => guard.allowCspViolation(pattern));
  },
});

export { expect };

/**
 * A browser of its own (its own client address, so rate limits of other tests do not touch it)
 * signed in on /auth as the given user. With `expectUrl` the caller checks where it landed.
 */
export async function signInAs(
  browser: Browser,
  {
    email,
    password = DEMO_PASSWORD,
    address,
    redirectTo,
    expectUrl = /\/dashboard$/,
    baseURL,
    headers,
  }: {
    email: string;
    password?: string;
    address: string;
    redirectTo?: string;
    expectUrl?: RegExp | null;
    baseURL?: string;
    headers?: Record<string, string>;
  },
): Promise<Page> {
  const context = await browser.newContext({
    extraHTTPHeaders: { "x-forwarded-for": address, ...headers },
    ...(baseURL ? { baseURL } : {}),
  });
  const page = await context.newPage();
  hydratingGoto(page);
  await page.goto(redirectTo ? `/auth?redirectTo=${encodeURIComponent(redirectTo)}` : "/auth");
  const form = page.getByRole("form", { name: "Sign in" });
  await form.getByLabel("Email").fill(email);
  await form.getByLabel("Password").fill(password);
  await page.getByRole("button", { name: "Sign In", exact: true }).click();
  if (expectUrl) await expect(page).toHaveURL(expectUrl);
  return page;
}

export const DEMO_PASSWORD = "chuo-demo-2026";

/** The app under test, as playwright.config.ts starts it (E2E_PORT): the origin our own pages post from. */
export const SITE = `http://localhost:${process.env.E2E_PORT ?? 3457}`;

/**
 * A new student account, signed up on /auth in a browser of its own and not confirmed yet: the
 * signing-up page and the confirmation link, read in the development outbox. Each student has a
 * WhatsApp (and so payment) number of their own unless one is given: prompts to one number are
 * limited, whoever asks.
 */
export async function signUpUnconfirmed(
  browser: Browser,
  { fullName, address, whatsapp }: { fullName: string; address: string; whatsapp?: string },
) {
  const email = `${fullName.toLowerCase().replace(/\W+/g, ".")}.${Date.now()}@example.co.tz`;
  const context = await browser.newContext({ extraHTTPHeaders: { "x-forwarded-for": address } });
  const page = await context.newPage();
  hydratingGoto(page);
  await page.goto("/auth?tab=signup");
  const form = page.getByRole("form", { name: "Sign up" });
  await form.getByLabel("Full name").fill(fullName);
  await form.getByLabel("Email").fill(email);
  await form.getByLabel("Password").fill("secret-pass");
  await form
    .getByLabel("WhatsApp number")
    .fill(whatsapp ?? `0754${String(Date.now() + Math.floor(Math.random() * 1000)).slice(-6)}`);
  await form.getByRole("checkbox").first().check();
  await form.getByRole("button", { name: "Create Account" }).click();
  // Sign-up lands on a page that stays, naming where the link went.
  await expect(page).toHaveURL(/\/auth\/check-email\?email=/);
  await expect(page.getByRole("heading", { name: "Check your e-mail" })).toBeVisible();
  return { page, email, link: await confirmationLinkFor(browser, email) };
}

/** The newest confirmation link mailed to this address. The outbox answers only this machine: read from a browser without the test's address. */
export async function confirmationLinkFor(browser: Browser, email: string): Promise<string> {
  const outbox = await browser.newPage();
  await outbox.goto("/dev/outbox");
  const link = await outbox
    .locator("li", { hasText: `To ${email}` })
    .first()
    .getByRole("link")
    .first()
    .getAttribute("href");
  await outbox.close();
  return link!;
}

/** Posts a product from the product form (photos are optional) and waits for My Listings. */
export async function postProduct(page: Page, name: string, price: string) {
  await page.goto("/products/post");
  await page.getByLabel("Product name").fill(name);
  await page.getByLabel("Price (TShs)").fill(price);
  await page.getByLabel("Category").selectOption("Books");
  await page.getByRole("button", { name: "Post Product" }).click();
  await expect(page).toHaveURL(/\/my-listings/);
}

/** A new student account, confirmed in the browser that signed it up (so signed in there). Returns the signed-in page. */
export async function signUpNewStudent(
  browser: Browser,
  student: { fullName: string; address: string; whatsapp?: string },
): Promise<Page> {
  const { page, link } = await signUpUnconfirmed(browser, student);
  // The link opens our page; confirming there, in the browser that signed up, signs in.
  await page.goto(link);
  await page.getByRole("button", { name: "Confirm my e-mail" }).click();
  await expect(page.getByRole("heading", { name: "Your e-mail is confirmed" })).toBeVisible();
  await expect(page.getByRole("link", { name: "Go to my dashboard" })).toBeVisible();
  await expect(page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Dashboard" })).toBeVisible();
  return page;
}

/** Approves the newest push for this amount on the development phone (a page of this machine, through no proxy). */
export async function approveOnPhone(browser: Browser, amount: string) {
  const phone = await browser.newPage();
  await phone.goto("/dev/phone");
  const push = phone
    .getByRole("listitem")
    .filter({ hasText: `Pay ${amount} to CHUO MARKET` })
    .filter({ has: phone.getByRole("button", { name: "Approve" }) })
    .first();
  await push.getByLabel(`PIN for ${amount}`).fill("1234");
  await push.getByRole("button", { name: "Approve" }).click();
  await expect(phone.getByRole("status")).toContainText("The payment was approved on the phone.");
  await phone.close();
}

/** Declines the newest unanswered push for this amount on the development phone; returns the moment the payer tapped Decline. */
export async function declineOnPhone(browser: Browser, amount: string): Promise<number> {
  const phone = await browser.newPage();
  await phone.goto("/dev/phone");
  const push = phone
    .getByRole("listitem")
    .filter({ hasText: `Pay ${amount} to CHUO MARKET` })
    .filter({ has: phone.getByRole("button", { name: "Decline" }) })
    .first();
  const tapped = Date.now();
  await push.getByRole("button", { name: "Decline" }).click();
  await expect(phone.getByRole("status")).toContainText("The payment was declined on the phone.");
  await phone.close();
  return tapped;
}

/** Buttons, links and form fields on the page that have no accessible name (should be none). */
export function unnamedControls(page: Page): Promise<string[]> {
  return page.evaluate(() =>
    [...document.querySelectorAll("button, a[href], input:not([type=hidden]), select, textarea")]
      .filter((el) => {
        // textContent, not innerText: text in a closed menu is not rendered but still names the control.
        const label = el.getAttribute("aria-label") || el.textContent?.trim() || el.getAttribute("title");
        const id = el.getAttribute("id");
        const labelled = id ? document.querySelector(`label[for="${id}"]`) : null;
        return !label && !labelled && !el.closest("label");
      })
      .map((el) => el.outerHTML.slice(0, 80)),
  );
}

/** Opens a list page's "Filters" disclosure (the search box stays outside it), if it is closed. */
export async function openFilters(page: Page) {
  const disclosure = page.locator("details", {
    has: page.locator("summary", { hasText: /^(Filters|Vichujio)( \(\d+\))?$/ }),
  });
  if ((await disclosure.getAttribute("open")) === null) await disclosure.locator("summary").click();
  await expect(disclosure).toHaveAttribute("open", "");
}

/**
 * The buyer a seller named says "Yes, I bought this" on the listing's review page, then a day
 * passes for the listing on the development clock (routes/dev/listing-clock.tsx): a review rests
 * on a sale both sides confirmed, a day old.
 */
export async function confirmPurchaseAndWaitADay(
  browser: Browser,
  buyer: Page,
  productPath: string,
  sellerName: string,
) {
  await buyer.goto(productPath);
  await buyer.getByRole("link", { name: `Confirm your purchase from ${sellerName}` }).click();
  await expect(buyer.getByRole("heading", { name: "Did you buy this?" })).toBeVisible();
  await buyer.getByRole("button", { name: "Yes, I bought this" }).click();
  await expect(buyer.getByRole("status").filter({ hasText: "Purchase confirmed" })).toBeVisible();
  await expect(buyer.getByText(`You confirmed this purchase. You can review ${sellerName} from`)).toBeVisible();
  const clock = await browser.newPage();
  await clock.goto("/dev/listing-clock");
  await clock.getByLabel("Listing id").fill(productPath.split("/").pop()!);
  await clock.getByLabel("Days to pass").fill("1");
  await clock.getByRole("button", { name: "Move the clock" }).click();
  await expect(clock.getByRole("status").filter({ hasText: "Clock moved" })).toBeVisible();
  await clock.close();
}
