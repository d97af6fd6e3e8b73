/**
 * Which methods a path serves (issue 27 item 12), matched as Remix matches (react-router's
 * matchRoutes over the build's route manifest), remembered per path: GET and HEAD where the matched
 * route has a loader or a page, POST where the route that would take the post has an action.
 * Anything else is answered 405 with `Allow` before Remix: it would otherwise hand PUT, PATCH and
 * DELETE to the page action (storing leads) and fail on TRACE with a 500.
 */
import type { RequestHandler } from "express";
import type { ServerBuild } from "@remix-run/node";
import { LRUCache } from "lru-cache";
import { matchRoutes, type RouteObject } from "react-router-dom";
import { plainAnswer } from "./answers";
import { visitorOf } from "./visitor";

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

/** 405 for a method the path does not serve; `build` is a getter under `npm run dev` (a new build, a new table). */
export function allowedMethods(build: () => Pick<ServerBuild, "routes">): RequestHandler {
  const lookups = new WeakMap<Pick<ServerBuild, "routes">, (pathname: string, search: string) => string>();
  return (req, res, next) => {
    const current = build();
    let lookup = lookups.get(current);
    if (!lookup) lookups.set(current, (lookup = methodLookup(current)));
    const { pathname, search, secure } = visitorOf(res);
    const allow = lookup(pathname, search);
    if (allow.split(", ").includes(req.method)) return next();
    plainAnswer(req, res, 405, "Method Not Allowed", secure, { Allow: allow });
  };
}

/** The `Allow` header of a path: the methods it serves, e.g. "GET, HEAD, POST". */
export function methodLookup(build: Pick<ServerBuild, "routes">): (pathname: string, search: string) => string {
  const tree = routeTree(build.routes, undefined);
  const known = new LRUCache<string, string>({ max: 5_000 });
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
      found = methods.join(", ");
      known.set(id, found);
    }
    return found;
  };
}
