import { isRouteErrorResponse, useRouteError } from "react-router";
import { pageTitle } from "~/lib/shared/site";
import { m } from "~/paraglide/messages";
import { NotFoundView } from "./not-found-view";

/**
 * A detail page's error boundary: the "X not found" view (docs/product.md#listing-pages) with a link back to the list
 * (for 404s), or a generic message for anything else.
 */
export function DetailErrorBoundary({
  notFoundTitle,
  notFoundMessage,
  backTo,
  backLabel,
}: {
  notFoundTitle: string;
  /** Worded per kind: in Kiswahili it agrees with the title's noun (*bidhaa*, *malazi*, *duka*). */
  notFoundMessage: string;
  backTo: string;
  backLabel: string;
}) {
  const error = useRouteError();
  if (isRouteErrorResponse(error) && error.status === 404) {
    return (
      <>
        <title>{pageTitle(notFoundTitle)}</title>
        <NotFoundView title={notFoundTitle} message={notFoundMessage} backTo={backTo} backLabel={backLabel} />
      </>
    );
  }
  return (
    <NotFoundView
      title={m.listings_error_title()}
      message={m.listings_error_could_not_load()}
      backTo={backTo}
      backLabel={backLabel}
    />
  );
}

/** A signed-in page whose data could not be loaded: its message and a way back. */
export function LoadErrorBoundary({
  message,
  backTo,
  backLabel,
}: {
  message: string;
  backTo: string;
  backLabel: string;
}) {
  return (
    <NotFoundView
      title={m.listings_load_error_title()}
      message={m.listings_load_error_message({ message })}
      backTo={backTo}
      backLabel={backLabel}
    />
  );
}

/** A page whose loader refused with a domain error: that error's own words (lib/shared/error-payload.ts), and a way back. */
export function RouteErrorBoundary({ backTo, backLabel }: { backTo: string; backLabel: string }) {
  const error = useRouteError();
  const payload = isRouteErrorResponse(error) ? (error.data as { title?: unknown; message?: unknown } | null) : null;
  if (payload && typeof payload.title === "string" && typeof payload.message === "string") {
    return <NotFoundView title={payload.title} message={payload.message} backTo={backTo} backLabel={backLabel} />;
  }
  return (
    <NotFoundView
      title={m.listings_error_title()}
      message={m.listings_error_could_not_load()}
      backTo={backTo}
      backLabel={backLabel}
    />
  );
}
