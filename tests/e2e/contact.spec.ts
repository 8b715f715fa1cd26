import type { APIRequestContext, Browser, Page } from "@playwright/test";
import { SELLERS } from "../../app/.server/db/seed-data/sellers";
import { SHOPS } from "../../app/.server/db/seed-data/shops";
import { expect, postProduct, SITE, signUpNewStudent, test } from "./fixtures";

/**
 * Contact on request (docs/security.md#phone-numbers): no public page, cached copy or page data
 * holds a student's number; a signed-in student whose own phone is confirmed who taps Contact gets
 * the WhatsApp chat with its prefilled message, each opening counts, and past the day's limit (10
 * for a new account) a clear message says so; one without a confirmed phone is told to confirm it.
 */

/** Every seeded number of a student or a shop (shops' numbers are not marked public in the demo data). */
const SEEDED = [
  ...new Set(
    [...SELLERS.flatMap((s) => [s.whatsappNumber, s.phoneNumber]), ...SHOPS.map((s) => s.phoneNumber)].filter(
      (n): n is string => Boolean(n),
    ),
  ),
];

/** A number in any form: as stored (07…), 255…, +255… (or %2B255…), and with spaces, dots or dashes between digits. */
function anyForm(local: string): RegExp {
  const digits = local.slice(1).split("").join("[\\s.-]?");
  return new RegExp(`(?<![0-9])(?:\\+?255[\\s.-]?|0)?${digits}(?![0-9])`);
}

function expectNoNumber(text: string, where: string, numbers: readonly string[] = SEEDED) {
  for (const number of numbers) expect(anyForm(number).test(text), `${where} holds ${number}`).toBe(false);
}

/** A page's client-navigation data (React Router's single fetch). */
const dataPath = (path: string) => {
  const url = new URL(path, SITE);
  return `${url.pathname === "/" ? "/_root" : url.pathname.replace(/\/$/, "")}.data${url.search}`;
};

/** The paths a page links to that match `pattern`, in order, each once. */
async function linksOn(request: APIRequestContext, path: string, pattern: RegExp, max = 8): Promise<string[]> {
  const html = await (await request.get(path)).text();
  return [...new Set([...html.matchAll(pattern)].map((m) => m[1]!))].slice(0, max);
}

const LINKS = {
  product: /href="(\/products\/[0-9a-f-]{36})"/g,
  accommodation: /href="(\/accommodations\/[0-9a-f-]{36})"/g,
  profile: /href="(\/user\/[0-9a-f-]{36})"/g,
  shop: /href="(\/shops\/[0-9a-f-]{36})"/g,
};

test("the grep finds a number in every form it may take", () => {
  const pattern = anyForm("0700000101");
  for (const text of [
    "0700000101",
    "255700000101",
    "+255700000101",
    "%2B255700000101",
    "+255 700 000 101",
    "0700 000 101",
    "0700-000-101",
    "wa.me/255700000101?text=x",
    '"700000101"',
  ]) {
    expect(pattern.test(text), text).toBe(true);
  }
  for (const text of ["07000001011", "1700000101", "0700000102"]) expect(pattern.test(text), text).toBe(false);
  expect(SEEDED.length).toBeGreaterThan(20);
});

test("a visitor's pages, their cached copies and their data hold no student's number", async ({ browser }) => {
  test.setTimeout(300_000);
  const context = await browser.newContext({ extraHTTPHeaders: { "x-forwarded-for": "10.28.0.1" } });
  const { request } = context;
  const details = [
    ...(await linksOn(request, "/products", LINKS.product, 4)),
    ...(await linksOn(request, "/accommodations", LINKS.accommodation, 3)),
    ...(await linksOn(request, "/users", LINKS.profile, 12)),
    ...(await linksOn(request, "/shops", LINKS.shop, 9)),
  ];
  expect(details.filter((p) => p.startsWith("/products/")).length).toBeGreaterThan(0);
  expect(details.filter((p) => p.startsWith("/accommodations/")).length).toBeGreaterThan(0);
  expect(details.filter((p) => p.startsWith("/user/")).length).toBeGreaterThan(8);
  expect(details.filter((p) => p.startsWith("/shops/")).length).toBeGreaterThan(3);

  for (const path of ["/", "/products", "/accommodations", "/users", "/shops", ...details]) {
    // Twice: the second answer may come from the shared page cache (docs/decisions/0009).
    for (const round of ["first", "cached"]) {
      const page = await request.get(path);
      expect(page.status(), path).toBe(200);
      expectNoNumber(await page.text(), `${path} (${round})`);
    }
    const data = await request.get(dataPath(path));
    expect(data.status(), dataPath(path)).toBe(200);
    expectNoNumber(await data.text(), dataPath(path));
  }

  // In the browser, with client navigation: every answer the pages load.
  const page = await context.newPage();
  const answers: Promise<void>[] = [];
  page.on("response", (response) => {
    if (!response.url().startsWith(SITE) || response.request().resourceType() === "image") return;
    answers.push(
      response
        .text()
        .then((text) => expectNoNumber(text, response.url()))
        .catch((error: Error) => {
          if (/holds/.test(error.message)) throw error;
        }),
    );
  });
  for (const [list, link] of [
    ["/users", LINKS.profile],
    ["/products", LINKS.product],
    ["/accommodations", LINKS.accommodation],
    ["/shops", LINKS.shop],
  ] as const) {
    await page.goto(list);
    await page.waitForFunction(() => document.documentElement.dataset.hydrated === "true");
    const href = [...(await page.content()).matchAll(link)][0]![1]!;
    // A client navigation: the page's data comes as React Router's .data answer.
    await page.locator(`main a[href="${href}"]`).first().click();
    await expect(page).toHaveURL(new RegExp(`${href}$`));
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    expectNoNumber(await page.content(), `${href} in the browser`);
    // A visitor's Contact button is a way to sign in that comes back to this page.
    const contact = page.getByRole("link", { name: /^Contact( Seller| Landlord| Shop)?$/ });
    if ((await contact.count()) > 0)
      await expect(contact.first()).toHaveAttribute("href", `/auth?redirectTo=${encodeURIComponent(href)}`);
  }
  await Promise.all(answers);
  expect(answers.length).toBeGreaterThan(8);
  await context.close();
});

/** A product page of a seeded seller with a WhatsApp number, with its title and seller. */
async function seededProduct(request: APIRequestContext) {
  for (const path of await linksOn(request, "/products", LINKS.product, 20)) {
    const html = await (await request.get(path)).text();
    const seller = SELLERS.find((s) => s.whatsappNumber && html.includes(`>${s.fullName}</a>`));
    if (seller)
      return { path, id: path.split("/").pop()!, seller: { name: seller.fullName, number: seller.whatsappNumber! } };
  }
  throw new Error("no product of a seeded seller with a number");
}

/** A number of this run's own: sends to one number are limited, whichever account asks. */
function freshNumber(): { typed: string; shown: string } {
  const digits = String(Date.now() + Math.floor(Math.random() * 1000)).slice(-6);
  return { typed: `0758${digits}`, shown: `0758 ${digits.slice(0, 3)} ${digits.slice(3)}` };
}

/** A new student who confirmed their WhatsApp number on /profile with the code the SMS sandbox shows on /dev/phone. */
async function studentWithConfirmedPhone(
  browser: Browser,
  student: { fullName: string; address: string },
): Promise<Page> {
  const number = freshNumber();
  const page = await signUpNewStudent(browser, { ...student, whatsapp: number.typed });
  await page.goto("/profile");
  const section = page.getByRole("region", { name: "Verified phone" });
  await section.getByRole("button", { name: "Send code" }).click();
  await expect(page.getByRole("status")).toContainText("We sent a 6-digit code by SMS");
  const phone = await browser.newPage();
  await phone.goto("/dev/phone");
  const sms = phone
    .getByRole("list", { name: "Text messages" })
    .getByRole("listitem")
    .filter({ hasText: `SMS to ${number.shown}` })
    .first();
  await expect(sms).toContainText(/code: \d{6}/);
  const code = /code: (\d{6})/.exec((await sms.textContent()) ?? "")![1]!;
  await phone.close();
  await section.getByLabel("Code from the SMS").fill(code);
  await section.getByRole("button", { name: "Confirm" }).click();
  await expect(section).toContainText(`${number.shown} is verified.`);
  return page;
}

const openContact = (page: Page, target: string) =>
  page.request.post("/contact", { form: { target, back: "/" }, headers: { origin: SITE }, maxRedirects: 0 });

test("a student with a confirmed phone taps Contact Seller and gets the chat with its message; each opening counts; past a new account's 10 a clear message", async ({
  browser,
  allowFailedLoad,
}) => {
  test.setTimeout(180_000);
  // The refused 11th opening is a 429, which Chromium logs as a failed load.
  allowFailedLoad("/contact.data", 429);
  const student = await studentWithConfirmedPhone(browser, { fullName: "Imani Contact", address: "10.28.0.2" });
  const product = await seededProduct(student.request);
  await student.context().route("https://wa.me/**", (route) =>
    route.fulfill({
      status: 200,
      contentType: "text/html",
      body: "<!doctype html><title>WhatsApp</title><p>WhatsApp</p>",
    }),
  );

  await student.goto(product.path);
  const title = (await student.getByRole("heading", { level: 1 }).textContent())!.trim();
  expectNoNumber(await student.content(), "the signed-in page before the tap", [product.seller.number]);
  await student.getByRole("button", { name: "Contact Seller" }).click();
  await student.waitForURL(/^https:\/\/wa\.me\//);
  const chat = new URL(student.url());
  expect(chat.pathname).toBe(`/255${product.seller.number.slice(1)}`);
  const message = chat.searchParams.get("text")!;
  expect(message).toContain(product.seller.name);
  expect(message).toContain(title);
  expect(message).toContain("TShs");

  // Without JavaScript the form's answer is a page with the link.
  const noScript = await browser.newContext({
    javaScriptEnabled: false,
    storageState: await student.context().storageState(),
    extraHTTPHeaders: { "x-forwarded-for": "10.28.0.2" },
  });
  const plain = await noScript.newPage();
  await plain.goto(product.path);
  await plain.getByRole("button", { name: "Contact Seller" }).click();
  await expect(plain).toHaveURL(/\/contact$/);
  await expect(plain.getByRole("link", { name: "Open WhatsApp" })).toHaveAttribute(
    "href",
    new RegExp(`^https://wa\\.me/255${product.seller.number.slice(1)}\\?text=`),
  );
  await expect(plain.getByRole("link", { name: "Back" })).toHaveAttribute("href", product.path);
  await noScript.close();

  // Two openings so far, both counted: 8 more reach a new account's 10 of the day.
  for (let i = 0; i < 8; i++) {
    const answer = await openContact(student, `listing:${product.id}`);
    expect(answer.status(), `opening ${i + 3}`).toBe(200);
  }
  const refused = await openContact(student, `listing:${product.id}`);
  expect(refused.status()).toBe(429);
  expect(await refused.text()).not.toContain("wa.me");

  await student.goto(product.path);
  await student.getByRole("button", { name: "Contact Seller" }).click();
  await expect(student.getByRole("alert")).toContainText(
    "You have opened 10 contacts today. Try again tomorrow, or send a message on the site.",
  );
  await expect(student).toHaveURL(new RegExp(`${product.path}$`));
});

test("a visitor's request for a contact is sent to sign in, and answers no number", async ({ browser }) => {
  const context = await browser.newContext({ extraHTTPHeaders: { "x-forwarded-for": "10.28.0.4" } });
  const product = await seededProduct(context.request);
  const answer = await context.request.post("/contact", {
    form: { target: `listing:${product.id}` },
    headers: { origin: SITE },
    maxRedirects: 0,
  });
  expect(answer.status()).toBe(302);
  expect(answer.headers().location).toMatch(/^\/auth\?redirectTo=/);
  expectNoNumber(await answer.text(), "the visitor's answer");
  await context.close();
});

test("a seller on Messages only shows no number and no WhatsApp button to anyone", async ({ browser }) => {
  test.setTimeout(180_000);
  const number = `0754${String(Date.now()).slice(-6)}`;
  const seller = await signUpNewStudent(browser, { fullName: "Tumaini Quiet", address: "10.28.0.3", whatsapp: number });
  await seller.goto("/profile");
  await seller.getByRole("radio", { name: /^Messages only/ }).check();
  await seller.getByRole("button", { name: "Save changes" }).click();
  await expect(seller.getByRole("status")).toContainText("Profile updated");
  await seller.reload();
  await expect(seller.getByRole("radio", { name: /^Messages only/ })).toBeChecked();
  const name = `Quiet desk lamp ${Date.now()}`;
  await postProduct(seller, name, "15000");
  await seller
    .getByRole("list", { name: "My products" })
    .getByRole("listitem")
    .filter({ hasText: name })
    .getByRole("link", { name, exact: true })
    .click();
  await expect(seller).toHaveURL(/\/products\/[0-9a-f-]{36}$/);
  const path = new URL(seller.url()).pathname;

  const visitor = await browser.newContext({ extraHTTPHeaders: { "x-forwarded-for": "10.28.0.5" } });
  const guest = await visitor.newPage();
  await guest.goto(path);
  await expect(guest.getByRole("heading", { level: 1, name })).toBeVisible();
  await expect(guest.getByRole("link", { name: "Message Tumaini Quiet" })).toBeVisible();
  await expect(guest.getByText("Contact Seller")).toHaveCount(0);
  expectNoNumber(await guest.content(), "the quiet seller's product page", [number]);
  const profile = (await guest.getByRole("link", { name: "Tumaini Quiet" }).first().getAttribute("href"))!;
  await guest.goto(profile);
  await expect(guest.getByText("Tumaini Quiet takes messages on the site only.")).toBeVisible();
  await expect(guest.getByRole("link", { name: "Contact", exact: true })).toHaveCount(0);
  expectNoNumber(await guest.content(), "the quiet seller's profile", [number]);
  await visitor.close();

  // Nor to a signed-in student, who is refused the number if they ask for it all the same.
  const buyer = await studentWithConfirmedPhone(browser, { fullName: "Pendo Buyer", address: "10.28.0.6" });
  await buyer.goto(path);
  await expect(buyer.getByRole("link", { name: "Message Tumaini Quiet" })).toBeVisible();
  await expect(buyer.getByRole("button", { name: "Contact Seller" })).toHaveCount(0);
  const asked = await openContact(buyer, `listing:${path.split("/").pop()}`);
  expect(asked.status()).toBe(403);
  const text = await asked.text();
  expect(text).toContain("This seller takes messages on the site only.");
  expectNoNumber(text, "the refusal", [number]);
});

test("a student without a confirmed phone who taps Contact is told to confirm it, with the link to /profile, and gets no number", async ({
  browser,
  allowFailedLoad,
}) => {
  test.setTimeout(120_000);
  // Refused answers are 403s, which Chromium logs as failed loads (with and without JavaScript).
  allowFailedLoad("/contact.data", 403);
  allowFailedLoad("/contact", 403);
  const student = await signUpNewStudent(browser, { fullName: "Neema Unconfirmed", address: "10.28.0.7" });
  const product = await seededProduct(student.request);
  await student.goto(product.path);
  await student.waitForFunction(() => document.documentElement.dataset.hydrated === "true");
  await student.getByRole("button", { name: "Contact Seller" }).click();
  const toast = student.getByRole("alert");
  await expect(toast).toContainText("Confirm your phone number on your profile to contact sellers.");
  await expect(student).toHaveURL(new RegExp(`${product.path}$`));
  expectNoNumber(await student.content(), "the refused page", [product.seller.number]);
  await toast.getByRole("link", { name: "Go to profile" }).click();
  await expect(student).toHaveURL(/\/profile$/);
  await expect(student.getByRole("region", { name: "Verified phone" })).toContainText("is not verified yet.");

  // Without JavaScript the answer's page says the same, with the same link.
  const noScript = await browser.newContext({
    javaScriptEnabled: false,
    storageState: await student.context().storageState(),
    extraHTTPHeaders: { "x-forwarded-for": "10.28.0.7" },
  });
  const plain = await noScript.newPage();
  await plain.goto(product.path);
  await plain.getByRole("button", { name: "Contact Seller" }).click();
  await expect(plain).toHaveURL(/\/contact$/);
  await expect(plain.getByRole("main")).toContainText("Confirm your phone number on your profile to contact sellers.");
  await expect(plain.getByRole("main").getByRole("link", { name: "Go to profile" })).toHaveAttribute(
    "href",
    "/profile",
  );
  expectNoNumber(await plain.content(), "the refused page without JavaScript", [product.seller.number]);
  await noScript.close();
});
