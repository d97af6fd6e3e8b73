/**
 * The Express application, in the order a request meets it (decision 250):
 *
 *   visitor (address, protocol, host: 421) ─ /healthz ─ starting or stopping: 503
 *   ─ [npm run dev: Vite] ─ a method the path does not serve: 405
 *   ─ /build files (fingerprinted: a year, only their own headers)
 *   ─ security headers ─ public/ files ─ post guards (cross-site 403, too large 413)
 *   ─ compression ─ page cache (a hit answers here) ─ fair share (503 beyond a client's share) ─ Remix
 *
 * Everything here reads only what the request says and what Remix answers; what the site knows
 * (database, forms, routes' caching) lives in the app build.
 */
import { readdirSync } from "node:fs";
import path from "node:path";
import type { ServerBuild } from "@remix-run/node";
import { createRequestHandler } from "@remix-run/express";
import compression from "compression";
import express, { type ErrorRequestHandler, type RequestHandler } from "express";
import type { Env } from "~/services/env.server";
import { errorFields, log } from "~/services/logger.server";
import type { ProxyTrust } from "~/services/request-guards.server";
import type { HostPolicy } from "~/services/site-url.server";
import { plainAnswer } from "./answers";
import { fairShare } from "./fair-share";
import { healthCheck, whileNotReady, type Phase } from "./health";
import type { SiteLifecycle } from "./lifecycle";
import { pageCache } from "./page-cache";
import { postGuards } from "./post-guards";
import { responseHeaders } from "./response-headers";
import { allowedMethods } from "./route-methods";
import { expressTrust, identifyVisitor, visitorOf } from "./visitor";

export type AppOptions = {
  config: Env;
  trust: ProxyTrust;
  hosts: HostPolicy;
  /** The build as it is now (under `npm run dev`, the newest one Vite made). */
  currentBuild: () => ServerBuild;
  /** What Remix renders with: the build, or (npm run dev) how to load the newest. */
  remixBuild: ServerBuild | (() => Promise<ServerBuild>);
  buildDir: string;
  publicDir: string;
  phase: () => Phase;
  lifecycle: () => SiteLifecycle | null;
  /** npm run dev: Vite's middleware (its modules, its update client). */
  devMiddleware?: RequestHandler;
};

export function createApp(options: AppOptions): express.Express {
  const { config } = options;
  const app = express();
  app.disable("x-powered-by");
  app.disable("etag");
  app.set("trust proxy", expressTrust(options.trust));

  app.use(identifyVisitor(options.trust, options.hosts));
  app.use(healthCheck(options.phase, () => options.lifecycle()?.siteHealth ?? null));
  app.use(whileNotReady(options.phase));
  if (options.devMiddleware) app.use(options.devMiddleware);
  app.use(allowedMethods(options.currentBuild));
  // Fingerprinted by the build: cached for a year, compressed, with only the headers a file needs
  // (decision 190). No directory redirects: a path never gains a trailing slash here.
  app.use(
    "/build",
    compression(),
    express.static(path.join(options.buildDir, "client/build"), {
      immutable: true,
      maxAge: "1y",
      redirect: false,
      etag: false,
      lastModified: false,
      acceptRanges: false,
      setHeaders: (res) => res.setHeader("X-Content-Type-Options", "nosniff"),
    }),
  );
  app.use(responseHeaders());
  // favicon.ico is uncompressed bitmaps (decision 157): 15 KB, 1 KB gzipped.
  app.get("/favicon.ico", compression());
  app.use(publicFiles(options.publicDir, !options.devMiddleware));
  app.use(postGuards(config.SITE_URL));
  app.use(compression());
  if (config.PAGE_CACHE_MB > 0) {
    app.use(pageCache({ maxBytes: config.PAGE_CACHE_MB * 1024 * 1024, keyOrigin: !options.hosts.siteHost }));
  }
  app.use(
    fairShare({
      concurrency: { page: config.RENDER_CONCURRENCY, post: config.POST_CONCURRENCY },
      perClient: config.RENDER_CLIENT_SHARE,
      perClientQueue: config.RENDER_CLIENT_QUEUE,
      queue: config.RENDER_QUEUE,
    }),
  );
  app.all(
    "*",
    createRequestHandler({
      build: options.remixBuild,
      mode: config.NODE_ENV,
      getLoadContext: (_req, res) => ({
        clientAddress: visitorOf(res).address,
        renderMayBeShared: res.locals.renderMayBeShared === true,
        releaseRenderSlot: () => (res.locals.releaseRenderSlot as (() => void) | undefined)?.(),
      }),
    }),
  );
  app.use(answerFailure);
  return app;
}

/**
 * public/ files, an hour. In production the folder's files are listed once at start, so a page's
 * request never waits for the disk to say it is not a file (npm run dev asks the disk each time).
 */
function publicFiles(folder: string, listed: boolean): RequestHandler {
  const serve = express.static(folder, { maxAge: "1h", redirect: false, index: false });
  if (!listed) return serve;
  const files = new Set(
    readdirSync(folder, { recursive: true, withFileTypes: true })
      .filter((entry) => entry.isFile())
      .map((entry) => `/${path.relative(folder, path.join(entry.parentPath, entry.name)).split(path.sep).join("/")}`),
  );
  return (req, res, next) => (files.has(decodePath(req.path)) ? serve(req, res, next) : next());
}

function decodePath(pathname: string): string {
  try {
    return decodeURIComponent(pathname);
  } catch {
    return pathname;
  }
}

/** A failure no middleware answered: logged (path only), a short 500, or the connection closed mid-answer. */
const answerFailure: ErrorRequestHandler = (error, req, res, _next) => {
  const visitor = res.locals.visitor as ReturnType<typeof visitorOf> | undefined;
  if (req.socket.destroyed) return;
  log.error("request.failed", { path: visitor?.pathname, ...errorFields(error) });
  if (res.headersSent) return void res.destroy();
  plainAnswer(req, res, 500, "Internal Server Error", visitor?.secure ?? false);
};
