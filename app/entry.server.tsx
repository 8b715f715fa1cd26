import { PassThrough, pipeline } from "node:stream";
import { createReadableStreamFromReadable } from "@react-router/node";
import { isbot } from "isbot";
import { type RenderToPipeableStreamOptions, renderToPipeableStream } from "react-dom/server";
import {
  type AppLoadContext,
  type EntryContext,
  type HandleDataRequestFunction,
  type HandleErrorFunction,
  ServerRouter,
} from "react-router";
import { deferAppScripts } from "~/.server/http/page-assets/deferred-app-scripts";
import { ShellWithStylesheet } from "~/.server/http/page-assets/inline-stylesheet";
import {
  noteDatabaseOutage,
  responseForFailedData,
  statusForFailedPage,
} from "~/.server/http/request-facts/database-outage-status";
import { routeErrorLogger } from "~/.server/runtime/log-route-error";
import { logger } from "~/.server/runtime/logger";

/**
 * React Router's default server entry (streaming HTML; bots wait for the whole page), plus two
 * things: how its errors are logged (`handleError`), and this response's Content-Security-Policy
 * nonce (server/middleware/security-headers.ts). ServerRouter puts it on the inline scripts it writes and
 * hands it to <Scripts>, <ScrollRestoration> and <Links> in app/root.tsx; React puts it on the
 * scripts it streams in.
 */

const logRouteError = routeErrorLogger(logger);

/**
 * Refused requests (405, 404) are one short line, real errors an error with a stack
 * (app/.server/runtime/log-route-error.ts); a database out of reach also makes the page a 503.
 */
export const handleError: HandleErrorFunction = (error, args) => {
  noteDatabaseOutage(error, args.context);
  logRouteError(error, args);
};

/** A client-side navigation's data (`.data`) that failed on a database out of reach is a 503 too. */
export const handleDataRequest: HandleDataRequestFunction = (response, { context }) =>
  responseForFailedData(response, context);

/** How long deferred data may stream before React gives up on it. */
export const streamTimeout = 5_000;

export default function handleRequest(
  request: Request,
  statusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
  loadContext: AppLoadContext,
) {
  let responseStatusCode = statusForFailedPage(statusCode, loadContext, responseHeaders);
  // A HEAD response has no body, so there is nothing to render.
  if (request.method.toUpperCase() === "HEAD") {
    return new Response(null, { status: responseStatusCode, headers: responseHeaders });
  }

  const nonce = loadContext.cspNonce;
  return new Promise<Response>((resolve, reject) => {
    let shellRendered = false;
    const userAgent = request.headers.get("user-agent");
    // Crawlers (share previews, search engines) get the complete page in one go; people get the
    // shell as soon as it is ready and the rest as it streams in.
    const readyOption: keyof RenderToPipeableStreamOptions =
      (userAgent && isbot(userAgent)) || routerContext.isSpaMode ? "onAllReady" : "onShellReady";

    // Abort a little after streamTimeout, so rejected boundaries still have time to flush.
    let timeoutId: ReturnType<typeof setTimeout> | undefined = setTimeout(() => abort(), streamTimeout + 1000);

    const { pipe, abort } = renderToPipeableStream(
      <ServerRouter context={routerContext} url={request.url} nonce={nonce} />,
      {
        nonce,
        [readyOption]() {
          shellRendered = true;
          const body = new PassThrough({
            final(callback) {
              // The stream is done: drop the timer so it does not keep this closure alive.
              clearTimeout(timeoutId);
              timeoutId = undefined;
              callback();
            },
          });
          responseHeaders.set("Content-Type", "text/html");
          const stylesheets = loadContext.stylesheets;
          if (stylesheets) {
            // React writes the whole shell while `pipe` runs; the page's own styles go into its head,
            // and the app's scripts wait for the first screen to be painted.
            const shell = new ShellWithStylesheet((html) => deferAppScripts(stylesheets.inline(html, nonce), nonce));
            pipeline(shell, body, () => {});
            pipe(shell);
            shell.release();
          } else {
            pipe(body);
          }
          resolve(
            new Response(createReadableStreamFromReadable(body), {
              headers: responseHeaders,
              status: responseStatusCode,
            }),
          );
        },
        onShellError(error: unknown) {
          reject(error);
        },
        onError(error: unknown) {
          responseStatusCode = 500;
          // Errors before the shell is ready reject above and are logged by React Router; log only
          // the ones that happen while streaming, through our (redacting) logger like every other.
          if (shellRendered)
            logger.error({ err: error, path: new URL(request.url).pathname }, "rendering failed while streaming");
        },
      },
    );
  });
}
