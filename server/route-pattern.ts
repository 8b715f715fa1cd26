import { matchRoutes, type RouteObject, type ServerBuild } from "react-router";

type RouteMatch = { id: string; path?: string };

const finders = new WeakMap<ServerBuild["routes"], (pathname: string) => RouteMatch[] | null>();

/**
 * The routes a page or data request matches, root first, as React Router matches them. `.data`
 * requests count as the page they load for (`/_root.data` as `/`). One matcher per route table,
 * for the metrics' pattern and the body limit alike.
 */
function matchesOf(routes: ServerBuild["routes"], pathname: string): RouteMatch[] | null {
  let find = finders.get(routes);
  if (!find) {
    const tree = routeTree(routes);
    find = (path: string) => {
      const page = path === "/_root.data" ? "/" : path.replace(/\.data$/, "");
      return matchRoutes(tree, page)?.map((match) => ({ id: match.route.id!, path: match.route.path })) ?? null;
    };
    finders.set(routes, find);
  }
  return find(pathname);
}

/**
 * The route pattern a page or data request matched (`/products/:id`), for metrics: a label per
 * route, never per listing. A path no route matches is `*`, as the not-found route says.
 */
export function routePatternOf(routes: ServerBuild["routes"], pathname: string): string {
  const matches = matchesOf(routes, pathname);
  if (!matches) return "*";
  return `/${matches
    .map((match) => match.path ?? "")
    .filter(Boolean)
    .join("/")}`.replace(/\/{2,}/g, "/");
}

/** The id of the route (app/routes.ts) that answers a page or data request, if one does. */
export function routeIdOf(routes: ServerBuild["routes"], pathname: string): string | undefined {
  return matchesOf(routes, pathname)?.at(-1)?.id;
}

/** React Router's flat route manifest as the nested routes matchRoutes takes. */
function routeTree(routes: ServerBuild["routes"]): RouteObject[] {
  const children = new Map<string | undefined, ServerBuild["routes"][string][]>();
  for (const route of Object.values(routes)) {
    if (!route) continue;
    children.set(route.parentId, [...(children.get(route.parentId) ?? []), route]);
  }
  const below = (parentId: string | undefined): RouteObject[] =>
    (children.get(parentId) ?? []).map((route) =>
      route!.index
        ? { id: route!.id, index: true, path: route!.path }
        : { id: route!.id, path: route!.path, caseSensitive: route!.caseSensitive, children: below(route!.id) },
    );
  return below(undefined);
}
