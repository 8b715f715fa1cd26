import { lazy, Suspense, useEffect } from "react";
import {
  isRouteErrorResponse,
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  type ShouldRevalidateFunctionArgs,
  useRouteLoaderData,
} from "react-router";
import type { Route } from "./+types/root";
import "./app.css";
import type { ErrorPayload } from "~/lib/shared/error-payload";
import { m } from "~/paraglide/messages";
import { getSessionUser } from "./.server/auth/get-session-user";
import { listFavoriteIds } from "./.server/domain/listings/favorites/list-favorite-ids";
import { countUnreadMessages } from "./.server/domain/messages/count-unread-messages";
import { countUnreadNotifications } from "./.server/domain/notifications/count-unread-notifications";
import { currentLiveSeq } from "./.server/domain/notifications/live/read-live-events";
import { InstallBanner } from "./components/shared/install-banner";
import { NotFoundView } from "./components/shared/not-found-view";
import { ServiceWorker } from "./components/shared/service-worker";
import { SiteFooter } from "./components/shared/site-footer";
import { SiteHeader } from "./components/shared/site-header";
import { ToastProvider } from "./components/shared/toast";
import { LOCALES, withLanguage } from "./lib/shared/i18n/locales";
import { currentLocale, scriptLanguage, setPageLocale } from "./lib/shared/i18n/page-locale";
import { pageTitle } from "./lib/shared/site";
import { loadSiteStylesheet } from "./lib/shared/site-stylesheet";
import { FLASH_COOKIE } from "./lib/shared/toast";

// Only a signed-in student's page keeps a live stream, so only theirs loads its code (it renders nothing).
const LiveUpdates = lazy(() =>
  import("./components/notifications/live-updates").then((module) => ({ default: module.LiveUpdates })),
);

/**
 * Who is signed in (for the header), and the year for the footer: the server's, so the footer
 * renders the same on the server and the phone.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const user = await getSessionUser(context, request);
  // The stream's starting point is read before the counts: an event between the two is then sent
  // again live rather than counted and never announced.
  const liveAfter = user ? await currentLiveSeq(context.db, user.id) : 0;
  const [favorites, unreadNotifications, unreadMessages] = user
    ? await Promise.all([
        listFavoriteIds(context.db, user.id),
        countUnreadNotifications(context.db, user.id),
        countUnreadMessages(context.db, user.id),
      ])
    : [null, 0, 0];
  const url = new URL(request.url);
  return {
    /** The language the server chose for this request (decision 0015); the browser words the page in it too. */
    locale: currentLocale(),
    /** Every address a page's share preview and canonical link carry is built on it (app/lib/marketplace/share-preview.ts). */
    publicUrl: context.env.publicUrl,
    /** This page in each language, for search engines and shared links (`hreflang`). */
    alternates: [
      ...LOCALES.map((locale) => ({ hrefLang: locale as string, href: withLanguage(url, locale) })),
      { hrefLang: "x-default", href: withLanguage(url, null) },
    ],
    /** The toast an action or a redirect left for this page (app/.server/http/forms-and-actions/flash.ts). */
    flash: context.flash?.take() ?? null,
    /** Each form rendered now carries this, so a second send of it acts once (app/components/shared/action-form.tsx). */
    formToken: crypto.randomUUID(),
    year: new Date().getFullYear(),
    // Moderators and admins both reach the moderation console (docs/security.md#roles).
    user: user
      ? {
          id: user.id,
          fullName: user.fullName,
          isAdmin: user.role === "admin",
          canModerate: user.role === "moderator" || user.role === "admin",
        }
      : null,
    favorites,
    unreadNotifications,
    unreadMessages,
    /** The live stream starts after what this page already shows (app/components/notifications/live-updates.tsx). */
    liveAfter,
  };
}

export function Layout({ children }: { children: React.ReactNode }) {
  const data = useRouteLoaderData<typeof loader>("root");
  // Before anything below renders, so the browser words the page as the server did.
  if (data) setPageLocale(data.locale);
  // Marks the page as interactive, error pages (404, 403) included, since the layout wraps them
  // too; browser tests wait for it before they click, and fail when a page never hydrates.
  useEffect(() => {
    loadSiteStylesheet();
    document.documentElement.dataset.hydrated = "true";
  }, []);
  // This page's scripts hold one language (decision 0016). When its data comes back in the other
  // (signing in brought a saved choice, another tab switched), the page loads again, whole, in it.
  const locale = data?.locale;
  useEffect(() => {
    if (locale && locale !== scriptLanguage()) window.location.reload();
  }, [locale]);
  return (
    <html lang={data?.locale ?? currentLocale()}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#059669" />
        <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
        <link rel="manifest" href={`/manifest.webmanifest?lang=${data?.locale ?? currentLocale()}`} />
        <link rel="apple-touch-icon" href="/icons/icon-192.png" />
        {data?.alternates.map((alternate) => (
          <link key={alternate.hrefLang} rel="alternate" hrefLang={alternate.hrefLang} href={alternate.href} />
        ))}
        <Meta />
        {/* In production the server writes the page's styles into the head and the browser loads
            the rest later (app/.server/http/page-assets/inline-stylesheet.ts), so nothing holds up the first
            paint; no route has `links` of its own. Vite's development server serves them whole. */}
        {import.meta.env.DEV ? <Links /> : null}
      </head>
      <body className="flex min-h-screen flex-col bg-slate-50 text-slate-900 antialiased">
        <a
          href="#main"
          className="sr-only focus:not-sr-only focus:absolute focus:left-2 focus:top-2 focus:z-50 focus:rounded focus:bg-white focus:p-2"
        >
          {m.site_skip_to_content()}
        </a>
        <ToastProvider flash={data?.flash ?? null}>
          <SiteHeader
            user={data?.user ?? null}
            locale={data?.locale ?? currentLocale()}
            unreadNotifications={data?.unreadNotifications ?? 0}
            unreadMessages={data?.unreadMessages ?? 0}
          />
          <div className="flex-1">{children}</div>
          {data?.user ? (
            <Suspense fallback={null}>
              <LiveUpdates userId={data.user.id} after={data.liveAfter} />
            </Suspense>
          ) : null}
          <InstallBanner />
          <ServiceWorker />
          <SiteFooter year={data?.year ?? new Date().getFullYear()} locale={data?.locale ?? currentLocale()} />
        </ToastProvider>
        <ScrollRestoration />
        <Scripts />
      </body>
    </html>
  );
}

export default function App() {
  return <Outlet />;
}

export function meta() {
  return [{ title: pageTitle() }];
}

/**
 * The root's data holds the flash toast and the form token: it is asked for again after every
 * form sent (refused ones too: their toast is waiting), and whenever a flash cookie arrived, as one
 * does with a redirect a loader made (sign in first, then this page).
 */
export function shouldRevalidate({ formMethod, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs) {
  if (formMethod && formMethod.toUpperCase() !== "GET") return true;
  if (typeof document !== "undefined" && document.cookie.includes(`${FLASH_COOKIE}=`)) return true;
  return defaultShouldRevalidate;
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  if (isRouteErrorResponse(error) && error.status === 404) {
    return (
      <>
        <title>{pageTitle(m.site_page_not_found_title())}</title>
        <NotFoundView title={m.site_page_not_found_heading()} backTo="/" backLabel={m.site_return_home()} />
      </>
    );
  }
  if (import.meta.env.DEV && error instanceof Error) console.error(error);
  // A refused request (400, 405 ...) says what was wrong, in the words of its AppError.
  const refused =
    isRouteErrorResponse(error) && error.status < 500 ? (error.data as Partial<ErrorPayload> | undefined) : undefined;
  return (
    <>
      <title>{pageTitle(refused?.title ?? m.site_error_title())}</title>
      <NotFoundView
        title={refused?.title ?? m.site_error_title()}
        message={refused?.message ?? m.site_error_message()}
        backTo="/"
        backLabel={m.site_return_home()}
      />
    </>
  );
}
