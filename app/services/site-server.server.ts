/**
 * The HTTP front of the site (docs/decisions/070, 071, 165 and 167), started by server.js with the build:
 *
 *   node:http ── /healthz
 *             ├─ a method the path does not serve ────────────► 405 with Allow
 *             ├─ GET/HEAD: page cache hit ────────────────────► answered from memory (no Express)
 *             │            else Express: /build and public/ files, then Remix ─► stored if allowed
 *             └─ POST: cross-site 403, too large 413, over the allowance 429 ─► answered at once
 *                      else Remix
 *
 * Refusals cost microseconds and never render. Renders (Remix) are bounded and shared fairly
 * (fair-share.server.ts, decision 203): pages RENDER_CONCURRENCY at once, posts POST_CONCURRENCY of
 * their own, each client at most its share; beyond that a 503 page with Retry-After, so a flood of
 * any one kind of request from one client leaves others' renders, posts, cached pages, files and
 * refusals as fast as before. Everything a response must
 * carry is applied here, once: the base security headers (helmet; HSTS over HTTPS), Secure on
 * every cookie over HTTPS, one-pass compression, redirects that stay on this site, the visitor's
 * address and protocol (TRUST_PROXY), the Host check (SITE_URL), and the timeouts that keep slow
 * clients from holding the server.
 */
import http from "node:http";
import path from "node:path";
import type { Socket } from "node:net";
import compression from "compression";
import express from "express";
import { setTimeout as sleep, setImmediate as yieldToEventLoop } from "node:timers/promises";
import {
  createReadableStreamFromReadable,
  createRequestHandler,
  writeReadableStreamToWritable,
  type AppLoadContext,
  type ServerBuild,
} from "@remix-run/node";
import { countBlogView, isCountedReader } from "./blog-views.server";
import { busyData, busyPage, BUSY_RETRY_AFTER_SECONDS, noteShed } from "./busy-page.server";
import { createFairShare, type Lane, type ShedReason } from "./fair-share.server";
import { env, type Env } from "./env.server";
import { hostCalendar } from "./host-calendar.server";
import { errorFields, log } from "./logger.server";
import {
  compress,
  createPageEntry,
  entryETag,
  NEVER_STORE,
  negotiateEncoding,
  notModified,
  PageCache,
  pageCacheKey,
  PRIVATE_PAGE,
  readPageCacheRule,
  routeCaching,
  type Encoding,
  type PageCacheKey,
  type PageEntry,
} from "./page-cache.server";
import { refusePost } from "~/forms/page-action.server";
import {
  ANSWER_AT_HEADER,
  isCrossSitePost,
  parseTrustProxy,
  postedBody,
  refusalPage,
  resolveClient,
  type ClientFacts,
} from "./request-guards.server";
import { setsLanguageChoice } from "./preferences.server";
import { routeLookup } from "./route-methods.server";
import { baseSecurityHeaders } from "./security-headers.server";
import { ONE_CLICK_PATHS as ONE_CLICK_ADDRESSES } from "~shared/newsletter-links";
import { hostPolicy, localPath, requestHost } from "./site-url.server";
import { checkHealth, prepareServer, stopServer } from "./startup.server";

/** The RFC 8058 one-click unsubscribe endpoints (decision 135), exempt from the cross-site check. */
const ONE_CLICK_PATHS = new Set(ONE_CLICK_ADDRESSES);

type Middleware = (req: http.IncomingMessage, res: http.ServerResponse, next: (error?: unknown) => void) => void;

/**
 * `build`: the server build, or (npm run dev) a getter of the newest one. `dev` (npm run dev,
 * dev-server.js): Vite's middleware, mounted first, and how to load the newest build per request.
 */
export type SiteOptions = {
  build: ServerBuild | (() => ServerBuild);
  buildDir: string;
  publicDir?: string;
  dev?: { middleware: Middleware; loadBuild: () => Promise<ServerBuild> };
};

/** Headers must arrive this fast; a whole request (headers and body) within REQUEST_TIMEOUT_MS. */
const HEADERS_TIMEOUT_MS = 10_000;
/** Longer than the idle timeout of common proxies and load balancers (60 s), so they close first. */
const KEEP_ALIVE_TIMEOUT_MS = 65_000;
/** A client that stops reading its answer is cut off after this long without progress. */
const SOCKET_IDLE_TIMEOUT_MS = 120_000;
/** On SIGTERM, requests in flight get this long to finish. */
const SHUTDOWN_GRACE_MS = 10_000;

const COMPRESSIBLE = /^(?:text\/|application\/(?:json|xml|javascript|manifest\+json)|image\/svg\+xml)/i;
const MIN_COMPRESS_BYTES = 1024;

type Front = {
  server: http.Server;
  /** Stops accepting, lets requests in flight finish, closes the database. */
  close(): Promise<void>;
};

type RequestState = {
  client: ClientFacts;
  origin: string;
  target: string;
  cacheKey: PageCacheKey | null;
  /** A route of one person's data (ROUTE_CACHING): whatever it answers is kept by no one. */
  personal: boolean;
  /** Settles when this request's render has been stored (or will not be): others wait for it. */
  settle?: (entry: PageEntry | null) => void;
};

/** Methods no path serves are answered before anything else; these are the ones a path may. */
const HEALTH_METHODS = "GET, HEAD";

/**
 * Starts the site: validates the configuration, listens (a port in use fails here, with one line,
 * before the database is opened), opens the database (the data-folder lock), then answers.
 */
export async function startSite(options: SiteOptions): Promise<Front> {
  const config = env();
  const trust = parseTrustProxy(config.TRUST_PROXY);
  const hosts = hostPolicy(config);
  if (hosts.loopbackOnly) {
    log.warn("site_url.missing", {
      note: "SITE_URL is not set: only local host names (localhost, 127.0.0.1) are answered. Set SITE_URL to the public address.",
    });
  }
  const cache = config.PAGE_CACHE_MB > 0 ? new PageCache(config.PAGE_CACHE_MB * 1024 * 1024) : null;
  const inflight = new Map<string, Promise<PageEntry | null>>();
  const states = new WeakMap<http.IncomingMessage, RequestState>();
  const routeOf = routeLookup(options.build);
  // Remix renders and runs actions here, a few at a time, each client within its share.
  const renders = createFairShare({
    concurrency: { page: config.RENDER_CONCURRENCY, post: config.POST_CONCURRENCY },
    perClient: config.RENDER_CLIENT_SHARE,
    perClientQueue: config.RENDER_CLIENT_QUEUE,
    queue: config.RENDER_QUEUE,
  });
  let phase: "starting" | "ready" | "stopping" = "starting";

  const app = express();
  app.disable("x-powered-by");
  app.disable("etag");
  // npm run dev: Vite answers for the modules it transforms and for its update socket's client.
  if (options.dev) app.use(options.dev.middleware);
  // Fingerprinted by the build: cache for a year, compressed (scripts and styles), with only the
  // headers a file needs (decision 190): no document policies, no validators a browser never uses.
  // No directory redirects: a path never gains a trailing slash here (the canonical form has none).
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
  // Everything else (public/ files, pages, a missing asset) carries the base security headers.
  app.use((req, res, next) => {
    setBaseHeaders(res, states.get(req)?.client.secure ?? false);
    next();
  });
  // favicon.ico is uncompressed bitmaps (decision 157): 15 KB, 1 KB gzipped. Only that path, so no
  // other answer passes through a second compressor.
  app.get("/favicon.ico", compression());
  app.use(express.static(options.publicDir ?? "public", { maxAge: "1h", redirect: false }));
  const handleRemix = createRequestHandler(options.dev?.loadBuild ?? options.build, config.NODE_ENV);
  app.all("*", (req, res) => {
    const state = states.get(req);
    if (!state) return void res.status(500).end();
    toRemix(req, res, state, remixRequest(req, res, state));
  });

  /** The fetch Request Remix gets, on the host the front checked; null (answered 400) if the target is no URL. */
  function remixRequest(req: http.IncomingMessage, res: http.ServerResponse, state: RequestState): Request | null {
    let url: URL;
    try {
      url = new URL(state.origin + state.target);
    } catch {
      state.settle?.(null);
      plainAnswer(res, 400, "Bad Request", state.client);
      return null;
    }
    const controller = new AbortController();
    res.on("close", () => {
      if (!res.writableFinished) controller.abort();
    });
    const hasBody = req.method !== "GET" && req.method !== "HEAD";
    return new Request(url, {
      method: req.method,
      headers: requestHeaders(req, url.host),
      signal: controller.signal,
      ...(hasBody ? { body: createReadableStreamFromReadable(req), duplex: "half" } : {}),
    } as RequestInit);
  }

  /** Hands a request to Remix through the fair share; a shed request is a 503 that costs nothing. */
  function toRemix(
    req: http.IncomingMessage,
    res: http.ServerResponse,
    state: RequestState,
    request: Request | null,
    context: AppLoadContext = loadContext(state),
  ) {
    if (!request) return;
    renderWithRemix(req, res, state, request, context).catch((error) => {
      state.settle?.(null);
      if (request.signal.aborted || res.destroyed) return void res.destroy();
      log.error("request.failed", { path: state.target, ...errorFields(error) });
      if (!res.headersSent) plainAnswer(res, 500, "Internal Server Error", state.client);
      else res.destroy();
    });
  }

  function loadContext(state: RequestState): AppLoadContext {
    // A render the page cache may share carries nothing of one visitor (decision 166).
    return { clientAddress: state.client.address, renderMayBeShared: state.cacheKey !== null };
  }

  async function renderWithRemix(
    req: http.IncomingMessage,
    res: http.ServerResponse,
    state: RequestState,
    request: Request,
    context: AppLoadContext,
  ) {
    // A visitor who leaves while waiting is not rendered for (the task leaves the queue on abort);
    // one who leaves during the render keeps its place until it ends, so the bound holds.
    const waiting = new AbortController();
    let started = false;
    res.once("close", () => started || waiting.abort());
    const lane: Lane = req.method === "GET" || req.method === "HEAD" ? "page" : "post";
    const admission = renders.run(
      lane,
      state.client.address,
      async () => {
        started = true;
        // Back to the event loop first: a render that follows another in the same microtask drain
        // would keep cached pages, files and refusals waiting behind the whole queue.
        await yieldToEventLoop();
        return handleRemix(request, context);
      },
      waiting.signal,
    );
    if (!admission.admitted) return shed(req, res, state, request, context, lane, admission.reason);
    const response = await admission.result;
    const rule = readPageCacheRule(response.headers);
    const key = state.cacheKey;
    // An answer whose timing must not depend on what it found waits here, off the render queue.
    const answerAt = Number(response.headers.get(ANSWER_AT_HEADER) ?? 0);
    response.headers.delete(ANSWER_AT_HEADER);
    if (answerAt > Date.now()) await sleep(answerAt - Date.now());

    // Stored only when the render was drawn from the cookies the key was made of (decision 165).
    if (rule?.store && rule.variant === key?.variant && cache && req.method === "GET" && response.body) {
      const html = Buffer.from(await response.arrayBuffer());
      const entry = createPageEntry(key.key, response.headers, html, rule);
      cache.set(entry);
      state.settle?.(entry);
      await sendEntry(req, res, entry, state.client, false);
      return;
    }
    state.settle?.(null);
    if (state.personal || (rule && !rule.store && rule.personal)) {
      // One person's data (decision 165): kept by no one, indexed by no one, named to no other site.
      response.headers.set("Cache-Control", NEVER_STORE);
      response.headers.set("X-Robots-Tag", "noindex");
      response.headers.set("Referrer-Policy", "same-origin");
    } else if (rule) {
      // A rendered page that is not kept here: never kept anywhere (flash, errors), or only by this
      // visitor's browser (a cookie the cache does not know, HEAD, cache turned off).
      response.headers.set("Cache-Control", rule.store ? PRIVATE_PAGE : NEVER_STORE);
    } else if (req.method !== "GET" && req.method !== "HEAD" && !response.headers.has("Cache-Control")) {
      response.headers.set("Cache-Control", NEVER_STORE);
    }
    await sendResponse(req, res, response, state);
  }

  /** A request over its client's share (or a full queue): the busy page, typed values kept (decision 203). */
  async function shed(
    req: http.IncomingMessage,
    res: http.ServerResponse,
    state: RequestState,
    request: Request,
    context: AppLoadContext,
    lane: Lane,
    reason: ShedReason,
  ) {
    state.settle?.(null);
    noteShed({ lane, reason, path: state.target, client: state.client.address });
    const url = new URL(request.url);
    const dataRequest = url.searchParams.has("_data") || request.headers.get("Sec-Fetch-Dest") === "empty";
    let answer: { body: string; contentType: string };
    if (lane === "post" && dataRequest) answer = busyData(url.pathname);
    else {
      const posted = lane === "post" ? await postedBody(request, context) : null;
      const page = busyPage(state.target, posted?.ok ? posted.form : null);
      answer = { body: page.html, contentType: page.contentType };
    }
    req.resume();
    res.writeHead(503, {
      ...baseSecurityHeaders(state.client.secure),
      "Content-Type": answer.contentType,
      "Cache-Control": NEVER_STORE,
      "Retry-After": String(BUSY_RETRY_AFTER_SECONDS),
    });
    res.end(req.method === "HEAD" ? undefined : answer.body);
  }

  /**
   * A post: refused at once if it is cross-site (403), too large (413) or over the visitor's
   * allowance (429), without a render (decision 167); otherwise on to Remix with what was read.
   */
  async function post(req: http.IncomingMessage, res: http.ServerResponse, state: RequestState) {
    const request = remixRequest(req, res, state);
    if (!request) return;
    const { pathname } = new URL(request.url);
    // RFC 8058 one-click unsubscribe is posted by mail providers from anywhere: no origin check there.
    if (!ONE_CLICK_PATHS.has(pathname) && isCrossSitePost(request, config.SITE_URL)) {
      log.warn("form.refused", { refusal: "cross-site", status: 403, path: pathname });
      req.resume();
      const page = refusalPage(pathname, "cross-site");
      res.writeHead(page.status, {
        ...baseSecurityHeaders(state.client.secure),
        "Content-Type": "text/html; charset=utf-8",
        "Cache-Control": NEVER_STORE,
      });
      res.end(page.html);
      return;
    }
    const context = loadContext(state);
    const refusal = await refusePost(request, context);
    if (refusal) {
      req.resume();
      await sendResponse(req, res, refusal, state);
      return;
    }
    toRemix(req, res, state, request, context);
  }

  /** Sends a fetch Response: safe Location, Secure cookies over HTTPS, one-pass compression. */
  async function sendResponse(
    req: http.IncomingMessage,
    res: http.ServerResponse,
    response: Response,
    state: RequestState,
  ) {
    for (const [name, value] of Object.entries(baseSecurityHeaders(state.client.secure))) {
      if (!res.hasHeader(name)) res.setHeader(name, value);
    }
    res.statusCode = response.status;
    if (response.statusText) res.statusMessage = response.statusText;
    for (const [name, value] of response.headers) {
      if (name === "set-cookie") continue;
      res.setHeader(name, name === "location" ? localPath(value, state.origin) : value);
    }
    const cookies = response.headers.getSetCookie();
    if (cookies.length > 0) {
      res.setHeader(
        "Set-Cookie",
        state.client.secure
          ? cookies.map((cookie) => (/;\s*secure\b/i.test(cookie) ? cookie : `${cookie}; Secure`))
          : cookies,
      );
    }
    if (!response.body || req.method === "HEAD") {
      res.end();
      return;
    }
    const type = response.headers.get("Content-Type") ?? "";
    const encoding = negotiateEncoding(req.headers["accept-encoding"]);
    if (COMPRESSIBLE.test(type) && !response.headers.has("Content-Encoding")) {
      let body: Buffer = Buffer.from(await response.arrayBuffer());
      res.setHeader("Vary", "Accept-Encoding");
      if (encoding !== "identity" && body.length >= MIN_COMPRESS_BYTES) {
        body = await compress(body, encoding);
        res.setHeader("Content-Encoding", encoding);
      }
      res.setHeader("Content-Length", body.length);
      res.end(body);
      return;
    }
    await writeReadableStreamToWritable(response.body, res);
  }

  /** Answers from a cache entry: 304 when the visitor has it, else the body in the best encoding. */
  async function sendEntry(
    req: http.IncomingMessage,
    res: http.ServerResponse,
    entry: PageEntry,
    client: ClientFacts,
    fromCache: boolean,
  ) {
    if (fromCache && entry.viewSlug && isCountedReader(req.headers["user-agent"])) countBlogView(entry.viewSlug);
    let encoding: Encoding = negotiateEncoding(req.headers["accept-encoding"]);
    const publicAnswer = !req.headers.cookie;
    if (notModified(entry, req.headers["if-none-match"])) {
      res.writeHead(304, preparedHeaders(entry, encoding, publicAnswer, client.secure, fromCache, false));
      res.end();
      return;
    }
    let body = entry.bodies[encoding];
    if (!body && encoding !== "identity") {
      try {
        body = await compress(entry.bodies.identity, encoding);
        cache?.addBody(entry, encoding, body);
      } catch (error) {
        log.error("page_cache.compress_failed", errorFields(error));
        encoding = "identity";
        body = entry.bodies.identity;
      }
    }
    res.writeHead(200, preparedHeaders(entry, encoding, publicAnswer, client.secure, fromCache, true));
    res.end(req.method === "HEAD" ? undefined : body);
  }

  const front = http.createServer(
    {
      headersTimeout: Math.min(HEADERS_TIMEOUT_MS, config.REQUEST_TIMEOUT_MS),
      requestTimeout: config.REQUEST_TIMEOUT_MS,
      keepAliveTimeout: KEEP_ALIVE_TIMEOUT_MS,
      // How often Node looks for requests past their timeout (its default, 30 s, doubles them).
      connectionsCheckingInterval: 1_000,
    },
    (req, res) => {
      const client = resolveClient(
        trust,
        req.socket.remoteAddress,
        header(req.headers["x-forwarded-for"]),
        header(req.headers["x-forwarded-proto"]),
        (req.socket as Socket & { encrypted?: boolean }).encrypted === true,
      );
      const target = requestTarget(req.url);
      const queryAt = target?.indexOf("?") ?? -1;
      const pathname = target === null ? null : queryAt === -1 ? target : target.slice(0, queryAt);
      if (pathname === "/healthz") {
        if (!HEALTH_METHODS.includes(req.method ?? "")) return void notAllowed(req, res, HEALTH_METHODS, client);
        return void health(req, res, client).catch(() => res.destroy());
      }

      if (phase !== "ready") {
        return void plainAnswer(res, 503, "The site is starting or stopping. Please try again in a moment.", client, {
          "Retry-After": "5",
        });
      }
      const host = requestHost(hosts, header(req.headers.host));
      if (host === null || target === null || pathname === null) {
        return void plainAnswer(res, 421, "This site does not answer for that address.", client);
      }
      const route = routeOf(pathname, queryAt === -1 ? "" : target.slice(queryAt));
      if (!route.allow.split(", ").includes(req.method ?? "")) return void notAllowed(req, res, route.allow, client);

      const origin = `${client.secure ? "https" : "http"}://${host}`;
      // Only a route whose pages may be shared is looked up, coalesced and stored (ROUTE_CACHING).
      const caching = route.routeId === undefined ? undefined : routeCaching(route.routeId);
      // A language switch without JavaScript sets this visitor's cookie: rendered for them alone.
      const cacheKey =
        cache && caching === "shared" && !setsLanguageChoice(origin + target, req.headers.referer, req.headers.cookie)
          ? pageCacheKey(req.method, hosts.siteHost ? "" : origin, target, req.headers.cookie)
          : null;
      const state: RequestState = { client, origin, target, cacheKey, personal: caching === "personal" };
      if (req.method === "POST") return void post(req, res, state).catch(() => res.destroy());

      // A reload (Cache-Control: max-age=0 or no-cache) is rendered afresh, and refreshes the entry.
      const fresh = wantsFresh(req);
      if (cache && cacheKey && !fresh) {
        const entry = cache.get(cacheKey.key);
        if (entry) return void sendEntry(req, res, entry, client, true).catch(() => res.destroy());
      }
      const pending = cacheKey && !fresh ? inflight.get(cacheKey.key) : undefined;
      if (pending) {
        // The same page is being rendered for another visitor: wait for it instead of rendering twice.
        pending
          .then((entry) => (entry ? sendEntry(req, res, entry, client, true) : toExpress(req, res, state)))
          .catch(() => res.destroy());
        return;
      }
      if (cacheKey && req.method === "GET") {
        let resolveEntry: (entry: PageEntry | null) => void = () => {};
        const promise = new Promise<PageEntry | null>((resolve) => (resolveEntry = resolve));
        inflight.set(cacheKey.key, promise);
        state.settle = (entry) => {
          state.settle = undefined;
          if (inflight.get(cacheKey.key) === promise) inflight.delete(cacheKey.key);
          resolveEntry(entry);
        };
        res.on("close", () => state.settle?.(null));
      }
      toExpress(req, res, state);
    },
  );
  front.timeout = SOCKET_IDLE_TIMEOUT_MS;

  function toExpress(req: http.IncomingMessage, res: http.ServerResponse, state: RequestState) {
    states.set(req, state);
    app(req, res);
  }

  async function health(req: http.IncomingMessage, res: http.ServerResponse, client: ClientFacts) {
    const ok = phase === "ready" && (await checkHealth());
    const calendar = hostCalendar();
    res.writeHead(ok ? 200 : 503, {
      ...baseSecurityHeaders(client.secure),
      "Content-Type": "application/json",
      "Cache-Control": "no-store",
    });
    res.end(
      req.method === "HEAD"
        ? undefined
        : JSON.stringify({
            status: ok ? "ok" : phase === "ready" ? "database unavailable" : phase,
            // The host's CalDAV calendar when one is set (decision 209): "unreadable" while slots are
            // offered without it (still 200: the site works).
            ...(calendar ? { hostCalendar: calendar.state() } : {}),
          }),
    );
  }

  await listen(front, config);
  // What the site writes (the data folder, decision 169) is its own: folders PGlite makes follow the umask.
  process.umask(0o077);
  try {
    await prepareServer();
  } catch (error) {
    front.close();
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
    server: front,
    async close() {
      phase = "stopping";
      const closed = new Promise<void>((resolve) => front.close(() => resolve()));
      front.closeIdleConnections();
      const deadline = setTimeout(() => front.closeAllConnections(), SHUTDOWN_GRACE_MS);
      await closed;
      clearTimeout(deadline);
      await stopServer();
    },
  };
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

const FRESH_REQUEST = /\b(?:no-cache|max-age=0)\b/i;

function wantsFresh(req: http.IncomingMessage): boolean {
  const cacheControl = req.headers["cache-control"];
  return cacheControl !== undefined ? FRESH_REQUEST.test(cacheControl) : req.headers.pragma === "no-cache";
}

function header(value: string | string[] | undefined): string | undefined {
  return Array.isArray(value) ? value.join(",") : value;
}

/** The path and query a request asks for; an absolute-form target keeps only its path and query. */
function requestTarget(url: string | undefined): string | null {
  if (!url) return null;
  if (url.startsWith("/")) return url;
  try {
    const parsed = new URL(url);
    return parsed.pathname + parsed.search;
  } catch {
    return null;
  }
}

/**
 * The request's headers for Remix, with Host set to the host the front checked (and no
 * X-Forwarded-Host), so that Remix's own origin check agrees with ours, and the cookies exactly as
 * the page cache key read them (decision 165).
 */
function requestHeaders(req: http.IncomingMessage, host: string): Headers {
  const headers = new Headers();
  const raw = req.rawHeaders;
  for (let index = 0; index < raw.length; index += 2) {
    const name = raw[index].toLowerCase();
    if (name === "host" || name === "x-forwarded-host" || name === "cookie") continue;
    try {
      headers.append(raw[index], raw[index + 1]);
    } catch {
      // A header value fetch() refuses: drop it rather than fail the request.
    }
  }
  headers.set("Host", host);
  // Several Cookie lines are one list ("; "-joined, as the cache key reads them), not a fetch list (", ").
  const cookie = req.headers.cookie;
  if (cookie) {
    try {
      headers.set("Cookie", cookie);
    } catch {
      // A value fetch() refuses: no cookies rather than a failed request.
    }
  }
  return headers;
}

function setBaseHeaders(res: http.ServerResponse, secure: boolean) {
  for (const [name, value] of Object.entries(baseSecurityHeaders(secure))) res.setHeader(name, value);
}

/** 405: the path does not serve this method (TRACE, PUT, DELETE...); `Allow` says which it does. */
function notAllowed(req: http.IncomingMessage, res: http.ServerResponse, allow: string, client: ClientFacts) {
  req.resume();
  plainAnswer(res, 405, "Method Not Allowed", client, { Allow: allow });
}

function plainAnswer(
  res: http.ServerResponse,
  status: number,
  text: string,
  client?: ClientFacts,
  extra: Record<string, string> = {},
) {
  res.writeHead(status, {
    ...baseSecurityHeaders(client?.secure ?? false),
    "Content-Type": "text/plain; charset=utf-8",
    "Cache-Control": "no-store",
    ...extra,
  });
  res.end(text);
}

/** Header lists for a cached page, built once per encoding, kind of visitor, protocol and outcome. */
function preparedHeaders(
  entry: PageEntry,
  encoding: Encoding,
  publicAnswer: boolean,
  secure: boolean,
  fromCache: boolean,
  withBody: boolean,
): string[] {
  const id = `${encoding}|${publicAnswer ? 1 : 0}|${secure ? 1 : 0}|${fromCache ? 1 : 0}|${withBody ? 1 : 0}`;
  let list = entry.prepared.get(id);
  if (list) return list;
  list = [];
  const base = baseSecurityHeaders(secure);
  const own = new Map(entry.headers.map(([name, value]) => [name.toLowerCase(), value]));
  for (const [name, value] of Object.entries(base)) {
    if (!own.has(name.toLowerCase())) list.push(name, value);
  }
  for (const [name, value] of entry.headers) list.push(name, value);
  list.push("Cache-Control", publicAnswer ? entry.shared : PRIVATE_PAGE);
  list.push("Vary", "Accept-Encoding, Cookie");
  list.push("ETag", entryETag(entry, encoding));
  // For operators and tests: answered from memory, or rendered now and kept.
  list.push("X-Page-Cache", fromCache ? "hit" : "miss");
  if (withBody) {
    if (encoding !== "identity") list.push("Content-Encoding", encoding);
    const body = entry.bodies[encoding] ?? entry.bodies.identity;
    list.push("Content-Length", String(body.length));
  }
  entry.prepared.set(id, list);
  return list;
}
