import type { Page, Route } from "@playwright/test";
import sharp from "sharp";
import { expect, signUpNewStudent, test } from "./fixtures";

/**
 * docs/product.md#selling: uploads that survive a slow link. With JavaScript a camera's photo is shrunk
 * in the browser and sent with its progress shown; a dropped upload keeps the form and a retry
 * posts once. Without JavaScript the plain form still posts.
 */

/** A 4000×3000 photo with a camera's grain, over the 5 MB the server takes as it is. */
async function cameraPhoto(name: string) {
  const small = Buffer.alloc(80 * 60 * 3);
  for (let i = 0; i < small.length; i++) small[i] = Math.floor(Math.random() * 256);
  const pixels = await sharp(small, { raw: { width: 80, height: 60, channels: 3 } })
    .resize(4000, 3000, { kernel: "cubic" })
    .raw()
    .toBuffer();
  for (let i = 0; i < pixels.length; i++)
    pixels[i] = Math.max(0, Math.min(255, pixels[i]! + Math.round((Math.random() - 0.5) * 60)));
  const buffer = await sharp(pixels, { raw: { width: 4000, height: 3000, channels: 3 } })
    .jpeg({ quality: 95 })
    .withExif({ IFD0: { Make: "TecnoPhone" } })
    .toBuffer();
  return { name, mimeType: "image/jpeg", buffer };
}

async function smallPhoto(name: string) {
  const buffer = await sharp({
    create: { width: 800, height: 600, channels: 3, background: { r: 30, g: 120, b: 200 } },
  })
    .jpeg({ quality: 85 })
    .toBuffer();
  return { name, mimeType: "image/jpeg", buffer };
}

const POST = "**/products/post.data";

async function fillProduct(page: Page, name: string, price: string) {
  await page.getByLabel("Product name").fill(name);
  await page.getByLabel("Price (TShs)").fill(price);
  await page.getByLabel("Category").selectOption("Electronics");
}

const cards = (page: Page, name: string) => page.getByRole("listitem").filter({ hasText: name });

test("a 7 MB camera photo is shrunk in the browser, sent under 1 MB with its progress shown, and shows on the listing", async ({
  browser,
}) => {
  const page = await signUpNewStudent(browser, { fullName: "Neema Upload", address: "10.31.0.1" });
  const name = `Canon camera ${Date.now()}`;
  const photo = await cameraPhoto("IMG_2041.jpg");
  expect(photo.buffer.byteLength).toBeGreaterThan(5 * 1024 * 1024);

  await page.goto("/products/post");
  await fillProduct(page, name, "350000");
  await page.getByLabel("Add photos").setInputFiles(photo);
  // Not refused as "too large": shrunk, and in the list.
  await expect(page.getByRole("list", { name: "Chosen photos" }).getByRole("listitem")).toHaveCount(1);
  await expect(page.getByText("1 of 5 photos")).toBeVisible();

  // The send is held on its way, as a slow link holds it, so its progress can be seen.
  let sentBytes = 0;
  let release!: () => void;
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(POST, async (route: Route) => {
    sentBytes = route.request().postDataBuffer()?.byteLength ?? 0;
    await held;
    await route.continue();
  });
  await page.getByRole("button", { name: "Post Product" }).click();
  const progress = page.getByRole("progressbar", { name: "Upload progress" });
  await expect(progress).toBeVisible();
  await expect(page.getByText(/^[\d.,]+ (KB|MB) of [\d.,]+ (KB|MB) sent$/)).toBeVisible();
  await expect(page.getByRole("button", { name: "Posting..." })).toBeDisabled();
  release();

  await expect(page).toHaveURL(/\/my-listings$/);
  await expect(page.getByRole("status")).toContainText("Your product is now live on Chuo Market.");
  expect(sentBytes).toBeGreaterThan(0);
  expect(sentBytes).toBeLessThan(1024 * 1024);

  // The listing shows the photo, kept at the size the server keeps, without the camera's EXIF.
  const thumbnail = cards(page, name).locator("img");
  await expect(thumbnail).toHaveAttribute("src", /\/uploads\/product-images\//);
  await page.getByRole("link", { name }).first().click();
  await expect(page.getByRole("heading", { name })).toBeVisible();
  const full = await page.request.get(
    (await page.getByRole("img", { name: `${name} - photo 1 of 1` }).getAttribute("src"))!,
  );
  const stored = await full.body();
  expect(await sharp(stored).metadata()).toMatchObject({ format: "webp", width: 1200, height: 900 });
  expect(stored.includes(Buffer.from("TecnoPhone"))).toBe(false);
  await page.context().close();
});

test("a dropped upload keeps what was typed, and Try again posts the product once", async ({
  browser,
  allowConsoleError,
}) => {
  // The browser logs each cut-off send.
  allowConsoleError(/Failed to load resource: net::ERR_FAILED/);
  const page = await signUpNewStudent(browser, { fullName: "Juma Retry", address: "10.31.0.2" });
  const name = `Study desk ${Date.now()}`;
  await page.goto("/products/post");
  await fillProduct(page, name, "42000");
  await page.getByLabel("Description (optional)").fill("Solid wood, two drawers.");
  await page.getByLabel("Add photos").setInputFiles(await smallPhoto("desk.jpg"));
  await expect(page.getByText("1 of 5 photos")).toBeVisible();

  // First send: the connection drops before the server hears of it.
  // Second: the server posts the product, but its answer is lost on the way back.
  let sends = 0;
  await page.route(POST, async (route: Route) => {
    sends += 1;
    if (sends === 1) return route.abort("failed");
    if (sends === 2) {
      await route.fetch();
      return route.abort("failed");
    }
    return route.continue();
  });

  await page.getByRole("button", { name: "Post Product" }).click();
  const dropped = page.getByRole("alert").filter({ hasText: "The connection dropped before the form was sent." });
  await expect(dropped).toBeVisible();
  await expect(page).toHaveURL(/\/products\/post$/);
  await expect(page.getByLabel("Product name")).toHaveValue(name);
  await expect(page.getByLabel("Price (TShs)")).toHaveValue("42000");
  await expect(page.getByLabel("Description (optional)")).toHaveValue("Solid wood, two drawers.");
  await expect(page.getByRole("list", { name: "Chosen photos" }).getByRole("listitem")).toHaveCount(1);

  await dropped.getByRole("button", { name: "Try again" }).click();
  await expect(dropped).toBeVisible();
  await expect(page).toHaveURL(/\/products\/post$/);
  expect(sends).toBe(2);

  // The third send is the same form, token and all: the server answers it with the second's answer.
  await dropped.getByRole("button", { name: "Try again" }).click();
  await expect(page).toHaveURL(/\/my-listings$/);
  await expect(page.getByRole("status")).toContainText("Your product is now live on Chuo Market.");
  expect(sends).toBe(3);
  await expect(cards(page, name)).toHaveCount(1);
  await expect(cards(page, name)).toContainText("active");
  await page.reload();
  await expect(cards(page, name)).toHaveCount(1);
  await page.context().close();
});

test("without JavaScript the plain form still posts a product with its photo", async ({ browser }) => {
  const student = await signUpNewStudent(browser, { fullName: "Rehema Plain", address: "10.31.0.3" });
  const context = await browser.newContext({
    javaScriptEnabled: false,
    storageState: await student.context().storageState(),
    extraHTTPHeaders: { "x-forwarded-for": "10.31.0.4" },
  });
  await student.context().close();
  const page = await context.newPage();
  const name = `Desk lamp ${Date.now()}`;
  await page.goto("/products/post");
  await fillProduct(page, name, "15000");
  await page.getByLabel("Add photos").setInputFiles(await smallPhoto("lamp.jpg"));
  await page.getByRole("button", { name: "Post Product" }).click();
  await expect(page).toHaveURL(/\/my-listings$/);
  await expect(page.getByRole("status")).toContainText("Your product is now live on Chuo Market.");
  await expect(cards(page, name).locator("img")).toHaveAttribute("src", /\/uploads\/product-images\//);
  await context.close();
});

test("a camera photo over 5 MB becomes a profile photo, its progress shown; a shop's logo is shrunk before it is sent", async ({
  browser,
}) => {
  const page = await signUpNewStudent(browser, { fullName: "Baraka Avatar", address: "10.31.0.5" });
  const photo = await cameraPhoto("selfie.jpg");
  await page.goto("/profile");
  let sentBytes = 0;
  let release!: () => void;
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route("**/profile.data", async (route: Route) => {
    sentBytes = route.request().postDataBuffer()?.byteLength ?? 0;
    await held;
    await route.continue();
  });
  const form = page.getByRole("form", { name: "Profile photo" });
  await form.getByLabel("Choose a profile photo").setInputFiles(photo);
  await expect(page.getByRole("progressbar", { name: "Upload progress" })).toBeVisible();
  release();
  await expect(page.getByRole("status")).toContainText("Your new profile photo is saved.");
  await expect(page.locator("main img[src^='/uploads/profile-images/']")).toBeVisible();
  await expect(page.getByRole("progressbar", { name: "Upload progress" })).toHaveCount(0);
  expect(sentBytes).toBeGreaterThan(0);
  expect(sentBytes).toBeLessThan(1024 * 1024);

  // The shop form's picture fields put the shrunk photo in the file input, whichever way the form is then sent.
  await page.goto("/shops/create");
  const logo = page.getByLabel("Choose shop logo");
  await logo.setInputFiles(photo);
  await expect(page.locator("main img[src^='blob:']")).toBeVisible();
  const chosen = await logo.evaluate((input: HTMLInputElement) => ({
    size: input.files![0]!.size,
    type: input.files![0]!.type,
  }));
  expect(chosen.size).toBeLessThan(1024 * 1024);
  expect(chosen.type).toMatch(/^image\/(webp|jpeg)$/);
  await page.context().close();
});
