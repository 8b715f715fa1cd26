import type { Request, Response } from "express";
import { confirmEmailPath } from "~/lib/accounts/confirm-email-link";
import { siteUrl } from "../request-target";

/**
 * Confirmation links mailed before our own page existed still work: they open that page, which
 * asks before it confirms and never signs in a browser that did not sign up. Only the token goes on.
 */
export function redirectLegacyVerifyEmail(siteOrigin: string) {
  return (req: Request, res: Response) => {
    res
      .set("Cache-Control", "no-store")
      .redirect(302, confirmEmailPath(siteUrl(siteOrigin, req.originalUrl).searchParams.get("token")));
  };
}
