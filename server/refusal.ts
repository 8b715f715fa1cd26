import type { Request, Response } from "express";
import { escapeHtml } from "~/.server/mail/templates/escape-html";
import { UPLOAD_TEXT } from "~/lib/upload-rules";

/** Requests the server refuses before any page code runs, with the words the user sees. */
export const REFUSALS = {
  tooLarge: { status: 413, code: "too_large", ...UPLOAD_TEXT.tooLarge },
  crossSite: {
    status: 403,
    code: "cross_site",
    title: "Not allowed",
    description: "This form was sent from another site. Go back to Chuo Market, reload the page and try again.",
  },
} as const;

export type Refusal = keyof typeof REFUSALS;

/**
 * Answers with a small page of our own (or JSON for scripts), and closes the connection so an
 * unread body is never waited for. Does nothing if the request was already answered.
 */
export function sendRefusal(req: Request, res: Response, refusal: Refusal): void {
  if (res.headersSent) return;
  const { status, code, title, description } = REFUSALS[refusal];
  res.status(status).set({ Connection: "close", "Cache-Control": "no-store" });
  if (req.accepts(["html", "json"]) === "html") {
    res
      .type("html")
      .send(
        `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${escapeHtml(title)} · Chuo Market</title></head>` +
          `<body><main><h1>${escapeHtml(title)}</h1><p>${escapeHtml(description)}</p><p><a href="/">Back to Chuo Market</a></p></main></body></html>`,
      );
  } else {
    res.json({ code, message: description });
  }
}
