import { readFileSync } from "node:fs";
import path from "node:path";
import { Transform } from "node:stream";
import { logger } from "~/.server/runtime/logger";
import { markupOf, parseSiteStylesheet, type SiteStylesheet, stylesheetFor } from "./page-stylesheet";

/** What app/entry.server.tsx needs to put a page's stylesheet into its HTML. */
export interface PageStylesheets {
  /** The HTML with the stylesheet its markup needs written into the head, in a `<style>` with the CSP nonce. */
  inline(html: string, nonce: string | undefined): string;
}

/** The response's CSP nonce as an attribute of an element the server writes into a page (never anything else). */
export function nonceAttribute(nonce: string | undefined) {
  return nonce ? ` nonce="${nonce.replace(/[^A-Za-z0-9+/=]/g, "")}"` : "";
}

/**
 * The production build's stylesheets (`hrefs`, under `/assets/` in `clientDir`), read once, cut to
 * each page's needs. The `<style>` names the whole stylesheet (`data-site-stylesheet`), which the
 * browser then loads without holding up the first paint, for the pages it opens next
 * (app/lib/shared/site-stylesheet.ts). When a file cannot be read, pages link the whole stylesheet
 * instead: slower to paint, still styled.
 */
export function pageStylesheets(clientDir: string, hrefs: readonly string[]): PageStylesheets {
  let site: SiteStylesheet | null = null;
  try {
    site = parseSiteStylesheet(
      hrefs
        .map((href) => readFileSync(path.join(clientDir, path.normalize(href).replace(/^[/\\]+/, "")), "utf8"))
        .join("\n"),
    );
  } catch (error) {
    logger.error({ err: error, hrefs }, "the stylesheet could not be read: pages link it instead of inlining it");
  }
  const links = hrefs.map((href) => `<link rel="stylesheet" href="${href}"/>`).join("");
  return {
    inline(html, nonce) {
      const end = html.indexOf("</head>");
      if (end === -1 || hrefs.length === 0) return html;
      const tag = site
        ? // `</style` inside the CSS would end the element early; `\/` is the same character to CSS.
          `<style${nonceAttribute(nonce)} data-site-stylesheet="${hrefs.join(" ")}">${stylesheetFor(site, markupOf(html)).replace(/<\/style/gi, "<\\/style")}</style>`
        : links;
      return html.slice(0, end) + tag + html.slice(end);
    },
  };
}

/**
 * A stream that holds what React writes while `pipe` runs (the shell: the whole page outside
 * Suspense boundaries, written in one go) until `release()`, then writes it with its stylesheet,
 * and passes everything after it (streamed boundaries) through as it comes.
 */
export class ShellWithStylesheet extends Transform {
  #held: Buffer[] | null = [];
  readonly #finish: (shell: string) => string;

  constructor(finish: (shell: string) => string) {
    super();
    this.#finish = finish;
  }

  override _transform(
    chunk: Buffer | string,
    _encoding: BufferEncoding,
    callback: (error?: Error | null, data?: Buffer | string) => void,
  ) {
    if (!this.#held) return callback(null, chunk);
    this.#held.push(typeof chunk === "string" ? Buffer.from(chunk) : chunk);
    callback();
  }

  /** The shell is complete: write it, with its stylesheet. */
  release() {
    if (!this.#held) return;
    const shell = Buffer.concat(this.#held).toString("utf8");
    this.#held = null;
    this.push(this.#finish(shell));
  }

  override _flush(callback: () => void) {
    this.release();
    callback();
  }
}
