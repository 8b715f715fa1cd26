import express, { type Request, type Response } from "express";
import { logger } from "~/.server/runtime/logger";
import { BodyTooLargeError, readBodyText } from "../fetch-bridge";
import { CSP_REPORT_PATH } from "../security-header-values";

/**
 * Receives Content-Security-Policy violation reports and logs them, so a page the policy breaks
 * (or an injected script it stopped) shows up in the logs. Anyone can post here, so the endpoint
 * is cheap and bounded: 16 KB bodies, a few reports each, a capped number logged per minute, and
 * always a 204 or a 4xx, whatever arrives.
 */

const MAX_BODY = 16 * 1024;
const MAX_REPORTS_PER_BODY = 5;
const MAX_LOGGED_PER_MINUTE = 60;
const MAX_FIELD_LENGTH = 300;

/** Fields worth logging, under both report formats' names (report-uri's and the Reporting API's). */
const FIELDS: Record<string, string> = {
  "document-uri": "page",
  documentURL: "page",
  "effective-directive": "directive",
  effectiveDirective: "directive",
  "violated-directive": "directive",
  "blocked-uri": "blocked",
  blockedURL: "blocked",
  "source-file": "sourceFile",
  sourceFile: "sourceFile",
  "line-number": "line",
  lineNumber: "line",
  "script-sample": "sample",
  sample: "sample",
  disposition: "disposition",
};

/** A small summary of one report, with every value a short string or number. */
export function summarizeReport(report: unknown): Record<string, string | number> | null {
  if (typeof report !== "object" || report === null) return null;
  const summary: Record<string, string | number> = {};
  for (const [name, value] of Object.entries(report)) {
    const key = FIELDS[name];
    if (!key || key in summary) continue;
    if (typeof value === "number" && Number.isFinite(value)) summary[key] = value;
    else if (typeof value === "string") summary[key] = value.slice(0, MAX_FIELD_LENGTH);
  }
  return Object.keys(summary).length > 0 ? summary : null;
}

/**
 * The reports in a body: `{"csp-report": {...}}` from report-uri, or an array of
 * `{type: "csp-violation", body: {...}}` from the Reporting API (report-to).
 */
export function reportsIn(text: string): Record<string, string | number>[] {
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    return [];
  }
  const raw = Array.isArray(parsed)
    ? parsed.filter((r) => r?.type === "csp-violation").map((r) => r.body)
    : [(parsed as { "csp-report"?: unknown } | null)?.["csp-report"]];
  return raw
    .slice(0, MAX_REPORTS_PER_BODY)
    .map(summarizeReport)
    .filter((r) => r !== null);
}

/** Counts logged reports in one-minute windows; beyond the cap, reports are dropped unread. */
function perMinuteBudget(max: number, now = () => Date.now()) {
  let windowStart = 0;
  let used = 0;
  return () => {
    if (now() - windowStart >= 60_000) {
      windowStart = now();
      used = 0;
    }
    return used++ < max;
  };
}

export function cspReportRoute(): express.Router {
  const router = express.Router();
  const withinBudget = perMinuteBudget(MAX_LOGGED_PER_MINUTE);
  router.post(CSP_REPORT_PATH, async (req: Request, res: Response) => {
    // Beyond the budget the body is not read at all: the connection closes after the answer.
    if (!withinBudget()) return void res.status(204).set("Connection", "close").end();
    let text: string;
    try {
      // Browsers send application/csp-report or application/reports+json; any type is read as text.
      text = await readBodyText(req, res, MAX_BODY);
    } catch (error) {
      // Too large is answered already (413); a body broken off is the sender's problem, never a 500.
      if (!(error instanceof BodyTooLargeError) && !res.headersSent) res.status(400).set("Connection", "close").end();
      return;
    }
    for (const report of reportsIn(text)) logger.warn({ cspViolation: report }, "content security policy violation");
    res.status(204).end();
  });
  return router;
}
