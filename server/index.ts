/**
 * The site's HTTP server (decision 250), outside the app build: Express with standard middleware
 * (server/app.ts) in front of Remix's request handler. `node server.js` runs it with the build;
 * `npm run dev` (dev-server.js) with Vite's development server.
 *
 * Start-up order: validate the settings, listen (a port in use fails here, in one line, before the
 * database is opened), then ask the build to open the database (its folder lock), then answer.
 */
import http from "node:http";
import path from "node:path";
import { pathToFileURL } from "node:url";
import type { ServerBuild } from "@remix-run/node";
import type { RequestHandler } from "express";
import { env, type Env } from "~/services/env.server";
import { log } from "~/services/logger.server";
import { parseTrustProxy } from "~/services/request-guards.server";
import { hostPolicy } from "~/services/site-url.server";
import { createApp } from "./app";
import type { Phase } from "./health";
import { lifecycleOf, type SiteLifecycle } from "./lifecycle";

/** Headers must arrive this fast; a whole request (headers and body) within REQUEST_TIMEOUT_MS. */
const HEADERS_TIMEOUT_MS = 10_000;
/** Longer than the idle timeout of common proxies and load balancers (60 s), so they close first. */
const KEEP_ALIVE_TIMEOUT_MS = 65_000;
/** A client that stops reading its answer is cut off after this long without progress. */
const SOCKET_IDLE_TIMEOUT_MS = 120_000;
/** On SIGTERM, requests in flight get this long to finish. */
const SHUTDOWN_GRACE_MS = 10_000;

export type Site = {
  server: http.Server;
  /** Stops accepting, lets requests in flight finish, closes the database. */
  close(): Promise<void>;
};

/**
 * `buildDir`: the build's folder (its /build files; and its server build unless `source` is given).
 * `source`: npm run dev's Vite (dev-server.js).
 */
export type ServerOptions = { buildDir: string; publicDir?: string; source?: BuildSource };

export async function startServer(options: ServerOptions): Promise<Site> {
  const config = env();
  const trust = parseTrustProxy(config.TRUST_PROXY);
  const hosts = hostPolicy(config);
  if (hosts.loopbackOnly) {
    log.warn("site_url.missing", {
      note: "SITE_URL is not set: only local host names (localhost, 127.0.0.1) are answered. Set SITE_URL to the public address.",
    });
  }
  const source = options.source ?? (await builtBuild(options.buildDir));
  let phase: Phase = "starting";
  let lifecycle: SiteLifecycle | null = null;
  const app = createApp({
    config,
    trust,
    hosts,
    currentBuild: source.current,
    remixBuild: source.remix,
    buildDir: options.buildDir,
    publicDir: options.publicDir ?? "public",
    phase: () => phase,
    lifecycle: () => lifecycle,
    devMiddleware: source.middleware,
  });
  const server = http.createServer(
    {
      headersTimeout: Math.min(HEADERS_TIMEOUT_MS, config.REQUEST_TIMEOUT_MS),
      requestTimeout: config.REQUEST_TIMEOUT_MS,
      keepAliveTimeout: KEEP_ALIVE_TIMEOUT_MS,
      // How often Node looks for requests past their timeout (its default, 30 s, doubles them).
      connectionsCheckingInterval: 1_000,
    },
    app,
  );
  server.timeout = SOCKET_IDLE_TIMEOUT_MS;

  try {
    await listen(server, config);
  } catch (error) {
    await source.close();
    throw error;
  }
  // What the site writes (the data folder, decision 169) is its own: folders PGlite makes follow the umask.
  process.umask(0o077);
  try {
    lifecycle = lifecycleOf(source.current());
    await lifecycle.prepareServer();
  } catch (error) {
    server.close();
    await source.close();
    throw error;
  }
  phase = "ready";
  log.info("server_listening", {
    url: `http://${config.HOST}:${config.PORT}`,
    pageCacheMb: config.PAGE_CACHE_MB,
    renderConcurrency: config.RENDER_CONCURRENCY,
    postConcurrency: config.POST_CONCURRENCY,
    renderClientShare: config.RENDER_CLIENT_SHARE,
    renderQueue: config.RENDER_QUEUE,
  });

  return {
    server,
    async close() {
      phase = "stopping";
      const closed = new Promise<void>((resolve) => server.close(() => resolve()));
      server.closeIdleConnections();
      const deadline = setTimeout(() => server.closeAllConnections(), SHUTDOWN_GRACE_MS);
      await closed;
      clearTimeout(deadline);
      await lifecycle?.stopServer();
      await source.close();
    },
  };
}

/** Where the app build comes from: the built files, or Vite's development server. */
export type BuildSource = {
  /** The build as it is now. */
  current: () => ServerBuild;
  /** What Remix renders with: the build, or how to load the newest. */
  remix: ServerBuild | (() => Promise<ServerBuild>);
  /** Vite's middleware (its modules, its update client). */
  middleware?: RequestHandler;
  close(): Promise<void>;
};

async function builtBuild(buildDir: string): Promise<BuildSource> {
  const build = (await import(pathToFileURL(path.resolve(buildDir, "server/index.js")).href)) as ServerBuild;
  return { current: () => build, remix: build, close: async () => {} };
}

function listen(server: http.Server, config: Pick<Env, "PORT" | "HOST">): Promise<void> {
  return new Promise((resolve, reject) => {
    const onError = (error: NodeJS.ErrnoException) => {
      reject(
        new Error(
          error.code === "EADDRINUSE"
            ? `Port ${config.PORT} on ${config.HOST} is already in use (another copy of the site?): stop it or set PORT.`
            : `Cannot listen on ${config.HOST}:${config.PORT}: ${error.message}`,
        ),
      );
    };
    server.once("error", onError);
    server.listen(config.PORT, config.HOST, () => {
      server.off("error", onError);
      resolve();
    });
  });
}

/** Runs a starting site: stops it cleanly on SIGINT/SIGTERM (even while it starts), one clear line on failure. */
export async function runSite(starting: Promise<Site>): Promise<void> {
  const failed = (error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  };
  for (const signal of ["SIGINT", "SIGTERM"] as const) {
    process.once(signal, () => {
      starting.then((site) => site.close()).then(() => process.exit(0), failed);
    });
  }
  await starting.catch(failed);
}
