import { matchRoutes, type RouteObject, type ServerBuild } from "react-router";

const finders = new WeakMap<ServerBuild["routes"], (pathname: string) => string>();

/**
 * The route pattern a page or data request matched (`/products/:id`), for metrics: a label per
 * route, never per listing. `.data` requests count as the page they load for; a path no route
 * matches is `*`, as the not-found route says.
 */
export function routePatternOf(routes: ServerBuild["routes"], pathname: string): string {
  let find = finders.get(routes);
  if (!find) {
    const tree = routeTree(routes);
    find = (path: string) => {
      const page = path === "/_root.data" ? "/" : path.replace(/\.data$/, "");
      const matches = matchRoutes(tree, page);
      if (!matches) return "*";
      return `/${matches
        .map((match) => match.route.path ?? "")
        .filter(Boolean)
        .join("/")}`.replace(/\/{2,}/g, "/");
    };
    finders.set(routes, find);
  }
  return find(pathname);
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
