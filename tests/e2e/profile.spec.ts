import sharp from "sharp";
import { expect, hydratingGoto, signInThroughTheForm, submitSignInForm, test } from "./fixtures";

test("update the profile and change the primary campus", async ({ browser, allowFailedLoad }) => {
  // The invalid WhatsApp number is refused with a 400 (logged by Chromium as a failed load).
  allowFailedLoad("/profile.data", 400);
  const context = await browser.newContext({ extraHTTPHeaders: { "x-forwarded-for": "198.51.100.88" } });
  const page = await context.newPage();
  hydratingGoto(page);
  await page.goto("/auth?redirectTo=%2Fprofile");
  await submitSignInForm(page, { email: "kelvin.temba@demo.chuo.market" });
  await expect(page).toHaveURL(/\/profile$/);
  await expect(page.getByRole("heading", { level: 1, name: "My Profile" })).toBeVisible();
  await expect(page.getByLabel("Email")).toHaveValue("kelvin.temba@demo.chuo.market");

  await page.getByRole("textbox", { name: "WhatsApp number" }).fill("0812");
  await page.getByRole("button", { name: "Save changes" }).click();
  await expect(page.getByText("Enter the number as 06XXXXXXXX or 07XXXXXXXX, or leave it empty.")).toBeVisible();
  await page.getByRole("textbox", { name: "WhatsApp number" }).fill("0712 345 678");
  await page.getByRole("textbox", { name: "University", exact: true }).fill("Sokoine University of Agriculture");
  await page.getByRole("button", { name: "Save changes" }).click();
  await expect(page.getByRole("status")).toContainText("Your profile has been successfully updated.");
  await expect(page.getByText(/Last updated Just now/)).toBeVisible();

  // Add a campus, make it primary, then remove it again.
  const add = page.getByLabel("Add a campus");
  const option = await add.locator("option", { hasText: "MUHAS" }).first().getAttribute("value");
  await add.selectOption(option!);
  await page.getByRole("button", { name: "Add", exact: true }).click();
  await expect(page.getByRole("status")).toContainText("Campus added");
  await page.getByRole("button", { name: "Make MUHAS primary" }).click();
  await expect(page.getByRole("status")).toContainText("Your primary campus has been updated.");
  await expect(page.locator("li", { hasText: "MUHAS" }).getByText("Primary")).toBeVisible();
  await context.close();
});

test("upload a profile photo in one step: previewed, checked, re-encoded and shown; a text file named .png is refused", async ({
  browser,
  allowFailedLoad,
}) => {
  // The text file named .png is refused with a 400 (logged by Chromium as a failed load).
  allowFailedLoad("/profile.data", 400);
  const page = await signInThroughTheForm(browser, {
    email: "glory.lyimo@demo.chuo.market",
    address: "198.51.100.90",
    redirectTo: "/profile",
    expectUrl: /\/profile$/,
  });
  const photo = page.getByRole("form", { name: "Profile photo" });
  // Choosing is uploading: there is no second button to press.
  await expect(photo.getByRole("button", { name: "Upload photo" })).toHaveCount(0);

  await photo.getByLabel("Choose a profile photo").setInputFiles({
    name: "notes.png",
    mimeType: "image/png",
    buffer: Buffer.from("these are my notes, not a picture"),
  });
  await expect(page.getByRole("alert")).toContainText("Please upload a JPEG, PNG, or WebP image.");
  // Refused, the preview goes and the initials come back.
  await expect(page.locator("main img[src^='blob:']")).toHaveCount(0);

  // The browser refuses a PDF before uploading anything.
  await photo
    .getByLabel("Choose a profile photo")
    .setInputFiles({ name: "cv.pdf", mimeType: "application/pdf", buffer: Buffer.from("%PDF-1.7") });
  await expect(page.getByRole("alert")).toContainText("Invalid file type");

  const picture = await sharp({
    create: { width: 900, height: 600, channels: 3, background: { r: 20, g: 120, b: 90 } },
  })
    .jpeg()
    .toBuffer();
  // Held on the way, so the preview can be seen while the photo is sent.
  let release = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route("**/profile.data*", async (route) => {
    if (route.request().method() === "POST") await held;
    await route.continue();
  });
  await photo
    .getByLabel("Choose a profile photo")
    .setInputFiles({ name: "me.jpg", mimeType: "image/jpeg", buffer: picture });
  await expect(page.locator("main img[src^='blob:']")).toBeVisible();
  await expect(photo.getByText("Uploading...")).toBeVisible();
  release();
  await expect(page.getByRole("status")).toContainText("Your new profile photo is saved.");
  const avatar = page.locator("main img[src^='/uploads/profile-images/']");
  await expect(avatar).toBeVisible();
  await expect(page.locator("main img[src^='blob:']")).toHaveCount(0);
  const src = await avatar.getAttribute("src");
  const response = await page.request.get(src!);
  expect(response.headers()["content-type"]).toBe("image/webp");

  await page.getByRole("button", { name: "Remove photo" }).click();
  await expect(page.getByRole("status")).toContainText("Your initials show instead.");
  await expect(avatar).toHaveCount(0);
  expect((await page.request.get(src!)).status()).toBe(404);
});

test("without JavaScript the profile photo uploads with the file input and one Upload button", async ({ browser }) => {
  const context = await browser.newContext({
    javaScriptEnabled: false,
    extraHTTPHeaders: { "x-forwarded-for": "198.51.100.92" },
  });
  const page = await context.newPage();
  await page.goto("/auth?redirectTo=%2Fprofile");
  await submitSignInForm(page, { email: "witness.nnko@demo.chuo.market" });
  await expect(page).toHaveURL(/\/profile$/);
  const photo = page.getByRole("form", { name: "Profile photo" });
  const picture = await sharp({
    create: { width: 400, height: 400, channels: 3, background: { r: 200, g: 90, b: 20 } },
  })
    .png()
    .toBuffer();
  await photo
    .getByLabel("Choose a profile photo")
    .setInputFiles({ name: "me.png", mimeType: "image/png", buffer: picture });
  await photo.getByRole("button", { name: "Upload photo" }).click();
  await expect(page.getByRole("status")).toContainText("Your new profile photo is saved.");
  await expect(page.locator("main img[src^='/uploads/profile-images/']")).toBeVisible();
  await context.close();
});
