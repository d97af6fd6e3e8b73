/**
 * What the HTTP front needs to know of a path before Remix sees it, matched as Remix matches
 * (react-router's matchRoutes over the build's route manifest), remembered per path:
 * - which methods it serves (issue 27 item 12), for the front's 405: GET and HEAD where the matched
 *   route has a loader or a page, POST where the route that would take the post has an action.
 *   Nothing else: Remix would otherwise hand PUT, PATCH and DELETE to the page action (storing
 *   leads) and fail on TRACE with a 500;
 * - which route answers it, so the page cache is asked only for a route it may keep (ROUTE_CACHING).
 */
import type { ServerBuild } from "@remix-run/node";
import { LRUCache } from "lru-cache";
import { matchRoutes, type RouteObject } from "react-router-dom";

type Manifest = ServerBuild["routes"];

function routeTree(manifest: Manifest, parentId: string | undefined): RouteObject[] {
  return Object.values(manifest)
    .filter((route) => route.parentId === parentId)
    .map((route) =>
      route.index
        ? { id: route.id, index: true, path: route.path, caseSensitive: route.caseSensitive }
        : {
            id: route.id,
            path: route.path,
            caseSensitive: route.caseSensitive,
            children: routeTree(manifest, route.id),
          },
    );
}

export type PathRoute = {
  /** The `Allow` header of the path: the methods it serves, e.g. "GET, HEAD, POST". */
  allow: string;
  /** The route that answers a GET of it (the deepest match). */
  routeId: string | undefined;
};

export function routeLookup(
  source: Pick<ServerBuild, "routes"> | (() => Pick<ServerBuild, "routes">),
): (pathname: string, search: string) => PathRoute {
  // Under `npm run dev` the build is a getter: each new build gets its own table.
  const lookups = new WeakMap<Pick<ServerBuild, "routes">, (pathname: string, search: string) => PathRoute>();
  return (pathname, search) => {
    const build = typeof source === "function" ? source() : source;
    let lookup = lookups.get(build);
    if (!lookup) lookups.set(build, (lookup = buildLookup(build)));
    return lookup(pathname, search);
  };
}

function buildLookup(build: Pick<ServerBuild, "routes">): (pathname: string, search: string) => PathRoute {
  const tree = routeTree(build.routes, undefined);
  const known = new LRUCache<string, PathRoute>({ max: 5_000 });
  return (requested, search) => {
    // Single fetch asks for a page's data at its path plus `.data` (the home's at /_root.data): the
    // same route, the same methods.
    const pathname = requested === "/_root.data" ? "/" : requested.replace(/\.data$/, "");
    // A post to an index route's path without ?index goes to its parent (Remix's rule).
    const index = /[?&]index(?:[=&]|$)/.test(search);
    const id = `${index ? "i" : "p"}${pathname}`;
    let found = known.get(id);
    if (found === undefined) {
      const matches = matchRoutes(tree, pathname) ?? [];
      const leaf = matches.at(-1)?.route;
      const poster = leaf?.index && !index ? matches.at(-2)?.route : leaf;
      const page = leaf?.id ? build.routes[leaf.id]?.module : undefined;
      const methods = [];
      if (page && (page.loader || page.default)) methods.push("GET", "HEAD");
      if (poster?.id && build.routes[poster.id]?.module.action) methods.push("POST");
      found = { allow: methods.join(", "), routeId: leaf?.id };
      known.set(id, found);
    }
    return found;
  };
}
