import type { Request, Response } from "express";
import { inLocale } from "~/.server/i18n/request-locale";
import { escapeHtml } from "~/.server/mail/templates/escape-html";
import { chooseLocale } from "~/lib/shared/i18n/locales";
import { SITE_NAME } from "~/lib/shared/site";
import { UPLOAD_TEXT } from "~/lib/shared/upload-rules";
import { m } from "~/paraglide/messages";

interface RefusalText {
  status: number;
  code: string;
  title: string;
  description: string;
}

/** Requests the server refuses before any page code runs, with the words the user sees: worded when read, in the reader's language. */
export const REFUSALS = {
  tooLarge: () => ({ status: 413, code: "too_large", ...UPLOAD_TEXT.tooLarge }),
  crossSite: () => ({
    status: 403,
    code: "cross_site",
    title: m.errors_title_not_allowed(),
    description: m.errors_cross_site(),
  }),
} as const satisfies Record<string, () => RefusalText>;

export type Refusal = keyof typeof REFUSALS;

/**
 * Answers with a small page of our own (or JSON for scripts), and closes the connection so an
 * unread body is never waited for. Does nothing if the request was already answered. It runs
 * before the pages do, so it chooses the reader's language itself (decision 0015).
 */
export function sendRefusal(req: Request, res: Response, refusal: Refusal): void {
  if (res.headersSent) return;
  const { locale } = chooseLocale({
    url: req.originalUrl,
    cookie: req.headers.cookie,
    acceptLanguage: req.headers["accept-language"],
  });
  inLocale(locale, () => {
    const { status, code, title, description } = REFUSALS[refusal]();
    res.status(status).set({ Connection: "close", "Cache-Control": "no-store" });
    if (req.accepts(["html", "json"]) === "html") {
      res
        .type("html")
        .send(
          `<!doctype html><html lang="${locale}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${escapeHtml(title)} · ${SITE_NAME}</title></head>` +
            `<body><main><h1>${escapeHtml(title)}</h1><p>${escapeHtml(description)}</p><p><a href="/">${escapeHtml(m.errors_back_to_site({ site: SITE_NAME }))}</a></p></main></body></html>`,
        );
    } else {
      res.json({ code, message: description });
    }
  });
}
