import { data } from "react-router";
import { kindFromPath, type ListingKind } from "~/lib/listings/kinds";

/**
 * The kind of listing a request is about, from its path: each kind's pages (/products/...,
 * /accommodations/...) share these route modules. A path under no kind is a 404.
 */
export function requestKind(request: Request): ListingKind {
  const kind = kindFromPath(new URL(request.url).pathname);
  if (!kind) throw data(null, { status: 404 });
  return kind;
}
