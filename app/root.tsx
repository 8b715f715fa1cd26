import { isRouteErrorResponse, Links, Meta, Outlet, Scripts, ScrollRestoration, useRouteLoaderData } from "react-router";
import type { Route } from "./+types/root";
import "./app.css";
import { NotFoundView } from "./components/not-found-view";
import { SiteFooter } from "./components/site-footer";
import { SiteHeader } from "./components/site-header";
import { ToastProvider } from "./components/toast";
import { pageTitle } from "./lib/site";

/** The year is the server's, so the footer renders the same on the server and the phone. */
export async function loader() {
  return { year: new Date().getFullYear() };
}

export function Layout({ children }: { children: React.ReactNode }) {
  const data = useRouteLoaderData<typeof loader>("root");
  return (
    <html lang="en">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#059669" />
        <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
        <Meta />
        <Links />
      </head>
      <body className="flex min-h-screen flex-col bg-slate-50 text-slate-900 antialiased">
        <a href="#main" className="sr-only focus:not-sr-only focus:absolute focus:left-2 focus:top-2 focus:z-50 focus:rounded focus:bg-white focus:p-2">
          Skip to content
        </a>
        <ToastProvider>
          <SiteHeader />
          <div className="flex-1">{children}</div>
          <SiteFooter year={data?.year ?? new Date().getFullYear()} />
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

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  if (isRouteErrorResponse(error) && error.status === 404) {
    return (
      <>
        <title>{pageTitle("Page not found")}</title>
        <NotFoundView title="Oops! Page not found" backTo="/" backLabel="Return to Home" />
      </>
    );
  }
  if (import.meta.env.DEV && error instanceof Error) console.error(error);
  return (
    <>
      <title>{pageTitle("Something went wrong")}</title>
      <NotFoundView
        title="Something went wrong"
        message="Please try again. If the problem continues, come back in a few minutes."
        backTo="/"
        backLabel="Return to Home"
      />
    </>
  );
}
