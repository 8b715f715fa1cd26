import { expect, signInAs, signUpUnconfirmed, test } from "./fixtures";

// The probe's line: an attacker signs up, does not confirm, and sends a victim their own link; the
// victim's session was replaced by the attacker's, so a top-up the victim then made credited the attacker.
test("a confirmation link opened in someone else's browser never signs it in nor replaces its session", async ({
  browser,
}) => {
  const signedUp = await signUpUnconfirmed(browser, { fullName: "Mallory Attacker", address: "203.0.113.61" });
  await signedUp.page.context().close();
  const attacker = { email: signedUp.email, token: new URL(signedUp.link).searchParams.get("token")! };
  const victim = await signInAs(browser, { email: "amina.juma@demo.chuo.market", address: "198.51.100.161" });

  await victim.goto(`/api/auth/verify-email?token=${attacker.token}&callbackURL=/wallet/add-balance`);
  // Opening the link changes nothing: it is our page, asking.
  await expect(victim).toHaveURL(/\/verify-email\?token=[\w.-]+$/);
  await expect(victim.getByRole("heading", { name: "Confirm your e-mail" })).toBeVisible();
  // Even when the victim confirms, the attacker's address is confirmed and nobody is signed in as the attacker.
  await victim.getByRole("button", { name: "Confirm my e-mail" }).click();
  await expect(victim.getByRole("status")).toContainText("Your account is ready. Sign in to start buying and selling.");
  // The page says it worked, and offers signing in (not the dashboard: this browser holds no session of that account).
  await expect(victim.getByRole("heading", { name: "Your e-mail is confirmed" })).toBeVisible();
  await expect(victim.getByRole("main").getByRole("link", { name: "Sign In" })).toHaveAttribute("href", "/auth");
  await expect(victim.getByRole("link", { name: "Go to my dashboard" })).toHaveCount(0);
  await victim.goto("/dashboard");
  await expect(victim.getByRole("heading", { name: "Welcome back, Amina Juma!" })).toBeVisible();
  await victim.goto("/wallet/add-balance");
  await expect(victim).toHaveURL(/\/wallet\/add-balance$/);

  // A page of another site cannot post the confirmation for the victim either.
  const crossSite = await victim.request.post("/verify-email", {
    form: { token: attacker.token },
    headers: { origin: "https://evil.example" },
    maxRedirects: 0,
  });
  expect(crossSite.status()).toBe(403);
  // And the attacker, with the password, can now sign in in their own browser as usual.
  const own = await signInAs(browser, { email: attacker.email, password: "secret-pass", address: "203.0.113.61" });
  await expect(own.getByRole("heading", { name: "Welcome back, Mallory Attacker!" })).toBeVisible();
  await own.context().close();
  await victim.context().close();
});

test("an unreadable or expired link shows why and where to go, and opening one never confirms", async ({
  page,
  allowFailedLoad,
}) => {
  await page.goto("/verify-email?token=not%20a%20token");
  await expect(page.getByRole("alert")).toHaveText("Link not valid");
  await expect(page.getByRole("link", { name: "Go to Sign In" })).toBeVisible();
  allowFailedLoad("/verify-email.data?token=eyJhbGciOiJIUzI1NiJ9.eyJlbWFpbCI6ImFAYi50eiJ9.c2lnbmF0dXJl", 400);
  await page.goto("/verify-email?token=eyJhbGciOiJIUzI1NiJ9.eyJlbWFpbCI6ImFAYi50eiJ9.c2lnbmF0dXJl");
  await page.getByRole("button", { name: "Confirm my e-mail" }).click();
  await expect(page.getByRole("alert")).toHaveText("Link not valid");
});

// The probe's line: `callbackURL=%2F.%2F%2Fevil.example` answered `302 Location: //evil.example?...`.
test("no redirect parameter on its way to the auth library leaves the site", async ({ request, baseURL }) => {
  for (const target of [
    "%2F.%2F%2Fevil.example",
    "%2F..%2F%2Fevil.example",
    "https%3A%2F%2Fevil.example",
    "%2F%5Cevil.example",
  ]) {
    const verify = await request.get(
      `/api/auth/verify-email?token=x&callbackURL=${target}&errorCallbackURL=${target}&newUserCallbackURL=${target}`,
      { maxRedirects: 0 },
    );
    expect(verify.status()).toBe(302);
    expect(verify.headers().location).toBe("/verify-email?token=x");
    const reset = await request.get(`/api/auth/reset-password/not-a-token?callbackURL=${target}&redirectTo=${target}`, {
      maxRedirects: 0,
    });
    expect(reset.status(), target).toBe(302);
    const location = reset.headers().location!;
    expect(new URL(location, baseURL).origin, target).toBe(new URL(baseURL!).origin);
    expect(location, target).not.toMatch(/^\/[/\\]|evil\.example/);
  }
});
