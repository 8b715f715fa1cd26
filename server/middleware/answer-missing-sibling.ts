import type { NextFunction, Request, Response } from "express";
import { PUBLIC_UPLOADS_PREFIX } from "~/.server/storage/storage";
import { SITE_SHARE_IMAGE } from "~/lib/marketplace/share-preview";
import { fullImageOfSibling } from "~/lib/shared/images";

/**
 * A photo stored before its siblings existed (a srcset width, a share preview: app/lib/shared/images.ts)
 * shows whole, and its share preview is the site's, until `npm run images:backfill` draws them:
 * briefly cached, so the drawn one takes over.
 */
export function answerMissingSibling(req: Request, res: Response, next: NextFunction) {
  const full = fullImageOfSibling(req.path);
  if (!full || (req.method !== "GET" && req.method !== "HEAD")) return next();
  res.setHeader("Cache-Control", "public, max-age=300");
  // A share preview is promised as a 1200×630 JPEG (og:image:type, width, height): the site's own is one.
  res.redirect(302, req.path.endsWith(".share.jpg") ? SITE_SHARE_IMAGE : `${PUBLIC_UPLOADS_PREFIX}${full}`);
}
