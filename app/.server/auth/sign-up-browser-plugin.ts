import type { BetterAuthPlugin } from "better-auth";
import { APIError, createAuthEndpoint } from "better-auth/api";
import { setSessionCookie } from "better-auth/cookies";
import * as z from "zod";

/** The signed cookie that marks the browser an account was signed up in (docs/security.md). */
export const SIGN_UP_BROWSER_COOKIE = "sign_up_browser";
/** As long as a confirmation link works (create-auth.ts: emailVerification.expiresIn). */
export const SIGN_UP_BROWSER_SECONDS = 24 * 60 * 60;

const userIdBody = z.object({ userId: z.string().min(1).max(64) });

/**
 * Confirming an e-mail address never signs a browser in by itself: a confirmation link can be
 * opened anywhere, including in a victim's browser an attacker sent their own link to (sign-in
 * CSRF). Only the browser the account was signed up in carries this plugin's signed cookie, and
 * only there does a confirmation go on to a session. Both endpoints are server-only: our domain
 * functions call them through `auth.api`, no URL reaches them. The cookie and the session are
 * made by the library's own signing and session code, never by hand.
 */
export function signUpBrowserPlugin() {
  return {
    id: "sign-up-browser",
    endpoints: {
      /** Marks the answering browser as the one that signed up this account. */
      markSignUpBrowser: createAuthEndpoint.serverOnly({ method: "POST", body: userIdBody }, async (ctx) => {
        const cookie = ctx.context.createAuthCookie(SIGN_UP_BROWSER_COOKIE, { maxAge: SIGN_UP_BROWSER_SECONDS });
        await ctx.setSignedCookie(cookie.name, ctx.body.userId, ctx.context.secret, {
          ...cookie.attributes,
          maxAge: SIGN_UP_BROWSER_SECONDS,
        });
        return ctx.json({ marked: true });
      }),
      /**
       * After a confirmation: a session for the account, only when the asking browser is the one
       * that signed it up (its cookie is then spent), the address is confirmed and no second
       * factor is needed. Anything else answers `signedIn: false` and changes no cookie but ours.
       */
      signInConfirmedAccount: createAuthEndpoint.serverOnly({ method: "POST", body: userIdBody }, async (ctx) => {
        const cookie = ctx.context.createAuthCookie(SIGN_UP_BROWSER_COOKIE);
        const marked = await ctx.getSignedCookie(cookie.name, ctx.context.secret);
        // Another account's link (an attacker's, opened here) leaves this browser's own mark alone.
        if (!marked || marked !== ctx.body.userId) return ctx.json({ signedIn: false });
        ctx.setCookie(cookie.name, "", { ...cookie.attributes, maxAge: 0 });
        const user = await ctx.context.internalAdapter.findUserById(ctx.body.userId);
        if (!user?.emailVerified || (user as { twoFactorEnabled?: boolean }).twoFactorEnabled)
          return ctx.json({ signedIn: false });
        // The admin plugin refuses a session to a suspended account here (its session hook).
        const session = await ctx.context.internalAdapter.createSession(user.id).catch((error: unknown) => {
          if (error instanceof APIError) return null;
          throw error;
        });
        if (!session) return ctx.json({ signedIn: false });
        await setSessionCookie(ctx, { session, user });
        return ctx.json({ signedIn: true });
      }),
    },
  } satisfies BetterAuthPlugin;
}
