import { confirmationLinkFor, expect, postProduct, signInAs, signUpNewStudent, test } from "./fixtures";

// Verified students (docs/product.md#verified-students): a university address confirmed through
// the mailed link puts "Verified Student · UDSM" on the student's profile, cards and listing pages.
// An address at no university is refused, and one address verifies one account at a time.

test("a student confirms a university address and the verified mark shows on their profile, card and product page", async ({
  browser,
  allowFailedLoad,
}) => {
  test.slow();
  // The two refusals answer the profile's form with 400 (no university's domain) and 409 (address taken).
  allowFailedLoad("/profile.data", 400);
  allowFailedLoad("/profile.data", 409);
  const stamp = String(Date.now()).slice(-8);
  const page = await signUpNewStudent(browser, { fullName: "Neema Chuo", address: "10.29.0.1" });
  const section = () => page.getByRole("region", { name: "Verified student" });

  // A gmail.com address is no university's: refused with its message.
  await page.goto("/profile");
  await section().getByLabel("University e-mail address").fill(`neema.${stamp}@gmail.com`);
  await section().getByRole("button", { name: "Send confirmation link" }).click();
  await expect(section().getByText("gmail.com is not the e-mail domain of any university on the site.")).toBeVisible();

  const email = `neema.${stamp}@udsm.ac.tz`;
  await section().getByLabel("University e-mail address").fill(email);
  await section().getByRole("button", { name: "Send confirmation link" }).click();
  await expect(section().getByText(`We sent a confirmation link to ${email}.`)).toBeVisible();

  // The link from the outbox opens a page that asks first: opening it confirms nothing.
  const link = await confirmationLinkFor(browser, email);
  expect(link).toMatch(/\/verify-student\?token=/);
  await page.goto(link);
  await expect(page.getByRole("heading", { name: "Confirm your university address" })).toBeVisible();
  await page.goto("/profile");
  await expect(section().getByText(`We sent a confirmation link to ${email}.`)).toBeVisible();
  await page.goto(link);
  await page.getByRole("button", { name: "Confirm my university address" }).click();
  await expect(page.getByRole("heading", { name: "Your university address is confirmed" })).toBeVisible();

  await page.goto("/profile");
  await expect(section().getByText("Verified Student · UDSM")).toBeVisible();

  // Anyone sees the mark on the product card, the product page's seller card and the public profile.
  const title = `Calculator ${stamp}`;
  await postProduct(page, title, "15000");
  const visitor = await browser.newPage();
  await visitor.goto(`/products?q=${encodeURIComponent(title)}`);
  const card = visitor.getByRole("article").filter({ hasText: title });
  await expect(card.getByText("Verified Student · UDSM")).toBeVisible();
  await card.getByRole("link", { name: title }).click();
  await expect(visitor.getByRole("heading", { name: title })).toBeVisible();
  const seller = visitor.getByRole("region", { name: "Seller" });
  await expect(seller.getByText("Verified Student · UDSM")).toBeVisible();
  const profile = await seller.getByRole("link", { name: "Neema Chuo", exact: true }).getAttribute("href");
  expect(profile).toMatch(/^\/user\/[0-9a-f-]{36}$/);
  await visitor.goto(profile!);
  await expect(visitor.getByRole("heading", { name: "Neema Chuo" })).toBeVisible();
  await expect(visitor.getByText("Verified Student · UDSM")).toBeVisible();

  // The same address cannot verify a second account (the same person's, or anyone's).
  const second = await signUpNewStudent(browser, { fullName: "Neema Chuo", address: "10.29.0.2" });
  await second.goto("/profile");
  const secondSection = second.getByRole("region", { name: "Verified student" });
  await secondSection.getByLabel("University e-mail address").fill(email);
  await secondSection.getByRole("button", { name: "Send confirmation link" }).click();
  await expect(secondSection.getByText("This university address already verifies another account.")).toBeVisible();
  await expect(secondSection.getByText("Verified Student · UDSM")).toHaveCount(0);
});

test("only an admin edits the universities' e-mail domains", async ({ browser, allowFailedLoad }) => {
  allowFailedLoad("/admin/campus-domains", 403);
  const student = await signInAs(browser, { email: "amina.juma@demo.chuo.market", address: "10.29.0.3" });
  const refused = await student.goto("/admin/campus-domains");
  expect(refused?.status()).toBe(403);

  const admin = await signInAs(browser, { email: "admin@demo.chuo.market", address: "10.29.0.4" });
  await admin.getByRole("navigation", { name: "Main" }).locator("summary", { hasText: "My account" }).click();
  await admin.getByRole("link", { name: "University domains" }).click();
  await expect(admin.getByRole("heading", { name: "University e-mail domains" })).toBeVisible();
  // The seeded campuses' domains are there.
  await expect(admin.getByRole("listitem").filter({ hasText: "udsm.ac.tz" }).first()).toBeVisible();

  const domain = `e2e${String(Date.now()).slice(-6)}.ac.tz`;
  await admin.getByLabel("Campus").selectOption({ label: "ARU - Ardhi University" });
  await admin.getByRole("textbox", { name: "Domain", exact: true }).fill(domain);
  await admin.getByLabel("Short name on the mark").fill("ARU");
  await admin.getByRole("button", { name: "Add domain" }).click();
  await expect(admin.getByRole("status")).toContainText("Students with an address at this domain can now confirm it.");
  await admin.getByRole("button", { name: `Remove ${domain} from ARU` }).click();
  await expect(admin.getByRole("status")).toContainText("New addresses at this domain are refused.");
  await expect(admin.getByRole("listitem").filter({ hasText: domain })).toHaveCount(0);
});
