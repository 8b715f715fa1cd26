import path from "node:path";
import type { NextFunction, Request, Response } from "express";
import { createRequestHandler, type ServerBuild } from "react-router";
import { FLASH_SHOWN_HEADER, Flash } from "~/.server/http/forms-and-actions/flash";
import { type PageStylesheets, pageStylesheets } from "~/.server/http/page-assets/inline-stylesheet";
import { inLocale } from "~/.server/i18n/request-locale";
import type { RequestClient, ServerContext } from "~/.server/runtime/context";
import { chooseLocale, LOCALES, type Locale, languageCookie, readLanguageCookie } from "~/lib/shared/i18n/locales";
import { cachedPage, isCacheablePageRequest } from "./anonymous-page-cache";
import { languageBuild, manifestLanguage } from "./browser-language-assets";
import { BodyTooLargeError, sendFetchResponse, toFetchRequest } from "./fetch-bridge";
import { bodyLimitOf } from "./middleware/find-body-limit";
import { routePatternOf } from "./route-pattern";
import { needsViewerKey, sendViewer } from "./viewer-key";

/**
 * Every page, data request and resource route: React Router answers it in the reader's language,
 * with the toast (flash) its loaders and action left, from the anonymous page cache when it may,
 * and with the viewer key a page's counts need.
 */
export function pageHandler(
  context: ServerContext,
  options: { rootDir: string; dev: boolean; build: () => Promise<ServerBuild> },
) {
  const { build } = options;
  const siteOrigin = new URL(context.env.publicUrl).origin;
  const secure = context.env.publicUrl.startsWith("https:");
  // Each page's HTML carries the styles it uses (app/.server/http/page-assets/inline-stylesheet.ts); the
  // development server has Vite serve them whole instead.
  let stylesheets: Promise<PageStylesheets> | undefined;
  const pageStyles = () =>
    (stylesheets ??= build().then((loaded) =>
      pageStylesheets(path.join(options.rootDir, "build/client"), loaded.assets.routes.root?.css ?? []),
    ));
  const mode = options.dev ? "development" : "production";
  // Each language's pages load scripts holding only that language's texts (server/browser-language-assets.ts);
  // the development server compiles scripts on request, holding both.
  const handlers = new Map<Locale, ReturnType<typeof createRequestHandler>>(
    LOCALES.map((locale) => [locale, createRequestHandler(options.dev ? build : languageBuild(build, locale), mode)]),
  );
  return async (req: Request, res: Response, next: NextFunction) => {
    try {
      res.locals.routePattern = routePatternOf((await build()).routes, req.path);
      const bodyLimit = bodyLimitOf(res);
      const request = toFetchRequest(req, res, { siteOrigin, bodyLimit });
      const flash = new Flash(context.flashKey, request.headers.get("cookie"), secure);
      const loadContext: ServerContext = {
        ...context,
        flash,
        client: res.locals.client as RequestClient,
        cspNonce: res.locals.cspNonce as string | undefined,
        bodyLimit,
        stylesheets: options.dev ? undefined : await pageStyles(),
      };
      // Every text of this answer is worded in the reader's language (decision 0015).
      const { locale, from } = chooseLocale({
        url: req.originalUrl,
        cookie: req.headers.cookie,
        acceptLanguage: req.headers["accept-language"],
      });
      // A page's requests for more of the route manifest go to its own language's build, whatever the cookie says now.
      const handle = handlers.get(manifestLanguage(req.path) ?? locale)!;
      const render = () => inLocale(locale, () => handle(request, loadContext));
      const response = isCacheablePageRequest(req)
        ? await cachedPage(context.sharedCache, request, locale, loadContext.cspNonce, render)
        : await render();
      // The same address answers in the language its cookie or the browser asks for; a shared
      // link's ?lang= is the reader's choice from then on.
      res.vary("Accept-Language");
      res.vary("Cookie");
      if (from === "query" && readLanguageCookie(req.headers.cookie) !== locale)
        res.append("Set-Cookie", languageCookie(locale, secure));
      // The loaders and the action have run: the toast they left is known (docs/architecture.md#toasts).
      const flashCookie = flash.cookieHeader(isRedirect(req.path, response.status));
      if (flashCookie) res.append("Set-Cookie", flashCookie);
      if (flash.shown()) res.setHeader(FLASH_SHOWN_HEADER, "1");
      if (needsViewerKey(req.method, req.path, response.headers.get("content-type")))
        await sendViewer(res, context, request);
      await sendFetchResponse(res, response);
    } catch (error) {
      if (error instanceof BodyTooLargeError) return;
      next(error);
    }
  };
}

/** A redirect, as a page answers it (3xx) or as React Router's data requests do (202, with the target in the body). */
function isRedirect(pathname: string, status: number): boolean {
  return (status >= 300 && status < 400) || (pathname.endsWith(".data") && status === 202);
}
