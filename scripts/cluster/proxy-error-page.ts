import { catalogueText } from "../catalogue-text";

const REASONS: Record<number, string> = { 502: "Bad Gateway", 503: "Service Unavailable", 504: "Gateway Timeout" };

const escapeHtml = (text: string) => text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;");

/**
 * What the proxy answers when no instance can (all out of its checks while the database restarts,
 * or one cut mid-answer): a whole HTTP response, as HAProxy's `errorfile` wants it. A small page in
 * both languages with Retry-After, in place of HAProxy's own English "No server is available".
 */
export function proxyErrorPage(status: 502 | 503 | 504): string {
  // The catalogue's one line for our own failure, in both languages.
  const en = catalogueText("errors", "en", "errors_server_error");
  const sw = catalogueText("errors", "sw", "errors_server_error");
  const body = [
    "<!doctype html>",
    '<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">',
    "<title>Chuo Market</title></head>",
    '<body style="font-family:system-ui,sans-serif;max-width:32rem;margin:3rem auto;padding:0 1rem;color:#0f172a">',
    "<h1>Chuo Market</h1>",
    `<p>${escapeHtml(en)}</p>`,
    `<p lang="sw">${escapeHtml(sw)}</p>`,
    "</body></html>",
    "",
  ].join("\n");
  const head = [
    `HTTP/1.1 ${status} ${REASONS[status]}`,
    "Content-Type: text/html; charset=utf-8",
    `Content-Length: ${Buffer.byteLength(body)}`,
    "Cache-Control: no-store",
    "Retry-After: 5",
    "Connection: close",
  ];
  return `${head.join("\r\n")}\r\n\r\n${body}`;
}
