import { expect, signInAs, signInThroughTheForm, test } from "./fixtures";

test("an admin finds, suspends, creates and deletes users", async ({ browser, allowFailedLoad }) => {
  // The suspended seller's sign-in is refused with a 403 (logged by Chromium as a failed load).
  allowFailedLoad("/auth.data", 403);
  // So is a new account with a spoofing name and an overlong address, with a 400.
  allowFailedLoad("/admin/users.data?q=joseph.massawe&status=all", 400);
  const admin = await signInAs(browser, { email: "admin@demo.chuo.market", address: "198.51.100.150" });
  await admin.getByRole("navigation", { name: "Main" }).getByText("My account").click();
  await admin.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Admin" }).click();
  await expect(admin.getByRole("heading", { level: 1, name: "Manage users" })).toBeVisible();

  await admin.getByLabel("Name or e-mail").fill("joseph.massawe");
  await admin.getByRole("button", { name: "Search" }).click();
  const users = admin.getByRole("list", { name: "Users" });
  await expect(users.getByRole("listitem")).toHaveCount(1);
  const joseph = users.getByRole("listitem").first();
  // The name is isolated from the badges beside it, whatever direction controls old rows hold.
  await expect(joseph.locator("bdi")).toHaveText("Joseph Massawe");
  await joseph.getByText("Suspend", { exact: true }).click();
  await joseph.getByLabel("Reason (optional)").fill("Reported twice for no-shows");
  await joseph.getByRole("button", { name: "Suspend and sign out" }).click();
  await expect(admin.getByRole("status")).toContainText("has been signed out and cannot sign in.");
  await expect(joseph.getByText("Suspended", { exact: true })).toBeVisible();

  // The suspended seller cannot sign in.
  const refused = await signInThroughTheForm(browser, {
    email: "joseph.massawe@demo.chuo.market",
    address: "198.51.100.151",
    expectUrl: null,
  });
  // Said on the form itself, and in the toast.
  await expect(refused.getByRole("form", { name: "Sign in" }).getByRole("alert")).toContainText(
    "This account has been suspended.",
  );
  await expect(refused).toHaveURL(/\/auth$/);
  await refused.context().close();

  await joseph.getByRole("button", { name: /^Lift suspension of/ }).click();
  await expect(admin.getByRole("status")).toContainText("can sign in again.");
  await signInAs(browser, { email: "joseph.massawe@demo.chuo.market", address: "198.51.100.152" });

  // A name that a right-to-left override would show as "admin", and a 255-character address, are refused by field.
  const create = admin.getByRole("form", { name: "Create a user" });
  await create.getByLabel("Full name").fill("Tumaini \u202Enimda");
  await create.getByLabel("Email").fill(`${"t".repeat(241)}@example.co.tz`);
  await create.getByLabel("Password").fill("karibu-2026");
  await create.getByLabel("WhatsApp number").fill("0755 111 222");
  const firstCampus = create.getByLabel("Campus");
  await firstCampus.selectOption(
    (await firstCampus.locator("option", { hasText: "UDSM" }).first().getAttribute("value"))!,
  );
  await create.getByRole("button", { name: "Create user" }).click();
  await expect(create.getByText("Please remove the hidden text-direction characters from this text.")).toBeVisible();
  await expect(create.getByText("Please use at most 254 characters.")).toBeVisible();
  // The refused send then focuses its first invalid field (once the page is idle): wait for it, or
  // that focus could land mid-way through the next fill and send the e-mail into the name field.
  await expect(create.getByLabel("Full name")).toBeFocused();

  // Create an account; it can sign in at once, without confirming its e-mail.
  await create.getByLabel("Full name").fill("Tumaini Kessy");
  await create.getByLabel("Email").fill("tumaini.kessy@example.co.tz");
  await create.getByLabel("Password").fill("karibu-2026");
  await create.getByLabel("WhatsApp number").fill("0755 111 222");
  const campus = create.getByLabel("Campus");
  await campus.selectOption((await campus.locator("option", { hasText: "UDSM" }).first().getAttribute("value"))!);
  await create.getByRole("button", { name: "Create user" }).click();
  // Creating an account hashes its password, which a busy machine takes seconds over.
  await expect(admin.getByRole("status")).toContainText("Tumaini Kessy can sign in now.", { timeout: 20_000 });
  await signInAs(browser, { email: "tumaini.kessy@example.co.tz", password: "karibu-2026", address: "198.51.100.153" });

  await admin.getByLabel("Name or e-mail").fill("tumaini");
  await admin.getByRole("button", { name: "Search" }).click();
  await expect(users.getByRole("listitem")).toHaveCount(1);
  admin.once("dialog", (dialog) => {
    expect(dialog.message()).toBe("Delete Tumaini Kessy's account and all their listings? This cannot be undone.");
    void dialog.accept();
  });
  await users.getByRole("button", { name: "Delete Tumaini Kessy" }).click();
  await expect(admin.getByRole("status")).toContainText("Tumaini Kessy and their listings have been removed.");
  await expect(users.getByText("No accounts match.")).toBeVisible();
});

test("a student who is not an admin is refused the user management", async ({ browser, allowFailedLoad }) => {
  allowFailedLoad("/admin/users", 403);
  const student = await signInAs(browser, { email: "amina.juma@demo.chuo.market", address: "198.51.100.154" });
  await expect(student.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Admin" })).toHaveCount(0);
  const response = await student.goto("/admin/users");
  expect(response?.status()).toBe(403);
  await expect(student.getByRole("heading", { name: "Not allowed" })).toBeVisible();
  await expect(student.getByText("Only administrators can manage users.")).toBeVisible();
});

test("only an admin grants and revokes Verified Seller, with a note the moderation log shows", async ({ browser }) => {
  const admin = await signInAs(browser, { email: "admin@demo.chuo.market", address: "198.51.100.155" });
  await admin.goto("/admin/users?q=upendo.mwita");
  const upendo = admin.getByRole("list", { name: "Users" }).getByRole("listitem").first();
  await upendo.getByText("Grant Verified Seller", { exact: true }).click();
  await upendo.getByRole("button", { name: "Grant Verified Seller to Upendo Mwita" }).click();
  // A grant without a note is not sent: the field is required.
  await expect(admin.getByRole("status")).toHaveCount(0);
  await upendo.getByLabel("Note for the moderation log").fill("Checked her student ID at the UDSM office");
  await upendo.getByRole("button", { name: "Grant Verified Seller to Upendo Mwita" }).click();
  await expect(admin.getByRole("status")).toContainText("Upendo Mwita is now a Verified Seller.");
  const profileLink = upendo.getByRole("link", { name: "Upendo Mwita", exact: true });
  const profilePath = (await profileLink.getAttribute("href"))!;

  const visitor = await browser.newPage();
  await visitor.goto(profilePath);
  await expect(visitor.getByText("Verified Seller").first()).toBeVisible();

  await admin.goto(`/admin/moderation-log?subject=${profilePath.split("/").pop()}`);
  await expect(admin.getByText("Checked her student ID at the UDSM office")).toBeVisible();

  await admin.goto("/admin/users?q=upendo.mwita");
  await upendo.getByText("Revoke Verified Seller", { exact: true }).click();
  await upendo.getByLabel("Note for the moderation log").fill("Granted by mistake");
  await upendo.getByRole("button", { name: "Revoke Verified Seller from Upendo Mwita" }).click();
  await expect(admin.getByRole("status")).toContainText("Upendo Mwita is no longer a Verified Seller.");
  await visitor.reload();
  await expect(visitor.getByText("Verified Seller")).toHaveCount(0);
  await visitor.context().close();
});
