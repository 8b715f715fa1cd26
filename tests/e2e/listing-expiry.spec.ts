import { expect, postProduct, signUpNewStudent, test } from "./fixtures";

/**
 * docs/product.md#expiry-and-renewal: a product stays listed 60 days unless renewed. The clock is moved through the
 * domain layer (the development clock, routes/dev/listing-clock.tsx): at 57 days its seller is
 * warned, at 61 it is off /products and its page says it expired, and Renew, free, brings it back.
 */
test("a product's seller is warned at 57 days, it expires at 61, and Renew puts it back", async ({ browser }) => {
  test.setTimeout(120_000);
  const seller = await signUpNewStudent(browser, { fullName: "Shabani Muuzaji", address: "10.0.32.1" });
  const name = `Study lamp ${Date.now()}`;
  await postProduct(seller, name, "18000");
  const productPath = (await seller.getByRole("link", { name, exact: true }).getAttribute("href"))!;
  const listingId = productPath.split("/").pop()!;
  await expect(seller.getByRole("listitem").filter({ hasText: name })).toContainText(/Listed until /);
  // A fresh listing is not offered a renewal yet.
  await expect(seller.getByRole("button", { name: `Renew: ${name}` })).toHaveCount(0);

  // The clock is this machine's own page (no proxy in between).
  const clock = await browser.newPage();
  const passDays = async (days: number, said: string) => {
    await clock.goto("/dev/listing-clock");
    await clock.getByLabel("Listing id").fill(listingId);
    await clock.getByLabel("Days to pass").fill(String(days));
    await clock.getByRole("button", { name: "Move the clock" }).click();
    await expect(clock.getByRole("status").filter({ hasText: "Clock moved" })).toContainText(said);
  };

  // 57 days on: warned, once, with a way to renew.
  await passDays(57, "The expiry job warned 1 and expired 0.");
  await seller.goto("/notifications");
  const warning = seller.getByRole("listitem").filter({ hasText: "Your listing ends soon" });
  await expect(warning).toContainText(`"${name}" stops being listed on`);
  await expect(warning).toHaveCount(1);

  // 61 days on: expired, off the list, its page says so.
  await passDays(4, "The expiry job warned 0 and expired 1.");
  const visitor = await browser.newPage({ extraHTTPHeaders: { "x-forwarded-for": "10.0.32.2" } });
  await visitor.goto(`/products?q=${encodeURIComponent(name)}&campuses=all`);
  await expect(visitor.getByRole("searchbox", { name: "Search" })).toHaveValue(name);
  await expect(visitor.getByRole("heading", { level: 3, name })).toHaveCount(0);
  await visitor.goto(productPath);
  await expect(visitor.getByRole("heading", { level: 1, name })).toBeVisible();
  await expect(visitor.getByText("This listing has expired and is no longer available.")).toBeVisible();
  await expect(visitor.getByRole("button", { name: "Contact Seller" })).toHaveCount(0);

  // The notification leads to Renew on My Listings; renewing is free and lists it again at once.
  await seller.goto("/notifications");
  await seller.getByRole("button", { name: "Your listing ends soon", exact: true }).click();
  await expect(seller).toHaveURL(new RegExp(`/my-listings#renew-${listingId}$`));
  await expect(seller.getByRole("listitem").filter({ hasText: name })).toContainText(
    "Expired: renew it, free, to list it again.",
  );
  await seller.getByRole("button", { name: `Renew: ${name}` }).click();
  await expect(seller.getByRole("status").filter({ hasText: "Renewed" })).toContainText(`"${name}" is listed until`);
  await visitor.goto(`/products?q=${encodeURIComponent(name)}&campuses=all`);
  await expect(visitor.getByRole("heading", { level: 3, name })).toBeVisible();
  await visitor.close();
  await clock.close();
});

test("the development clock answers only this machine, never through a proxy", async ({ request, baseURL }) => {
  expect((await request.get("/dev/listing-clock")).status()).toBe(200);
  const origin = new URL(baseURL!).origin;
  const form = { intent: "move", listingId: "00000000-0000-4000-8000-000000000000", days: "30" };
  expect((await request.get("/dev/listing-clock", { headers: { "x-forwarded-for": "203.0.113.9" } })).status()).toBe(
    404,
  );
  expect(
    (
      await request.post("/dev/listing-clock", { headers: { "x-forwarded-for": "203.0.113.9", origin }, form })
    ).status(),
  ).toBe(404);
  // On this machine, a listing that is not there is a 404 and bad days a 400, never a 500.
  expect((await request.post("/dev/listing-clock", { headers: { origin }, form })).status()).toBe(404);
  expect(
    (await request.post("/dev/listing-clock", { headers: { origin }, form: { ...form, days: "-5" } })).status(),
  ).toBe(400);
});
