/**
 * Who asks, and for what (first middleware): the visitor's address and protocol as TRUST_PROXY
 * allows (the address the fair share and the rate limits count), the host the site answers for
 * (SITE_URL, else a well-formed local Host: 421 otherwise) and the path and query. The request is
 * normalised once here, so every later middleware and Remix read the same facts: Host is the
 * checked host, X-Forwarded-Host is dropped, X-Forwarded-Proto says what this server decided, and
 * an absolute-form target keeps only its path and query.
 */
import type { NextFunction, Request, RequestHandler, Response } from "express";
import type { Socket } from "node:net";
import { resolveClient, type ClientFacts, type ProxyTrust } from "~/services/request-guards.server";
import { requestHost, type HostPolicy } from "~/services/site-url.server";
import { plainAnswer } from "./answers";

export type Visitor = ClientFacts & {
  /** `https://host` as the visitor reached the site. */
  origin: string;
  /** Path and query. */
  target: string;
  pathname: string;
  search: string;
};

export function visitorOf(res: Response): Visitor {
  return res.locals.visitor as Visitor;
}

export function identifyVisitor(trust: ProxyTrust, hosts: HostPolicy): RequestHandler {
  return (req: Request, res: Response, next: NextFunction) => {
    const client = resolveClient(
      trust,
      req.socket.remoteAddress,
      header(req.headers["x-forwarded-for"]),
      header(req.headers["x-forwarded-proto"]),
      (req.socket as Socket & { encrypted?: boolean }).encrypted === true,
    );
    // The health check answers whatever the Host: load balancers ask by address.
    const target = requestTarget(req.originalUrl);
    const host = target?.startsWith("/healthz")
      ? (hosts.siteHost ?? "localhost")
      : requestHost(hosts, req.headers.host);
    if (target === null || host === null) {
      return plainAnswer(req, res, 421, "This site does not answer for that address.", client.secure);
    }
    const queryAt = target.indexOf("?");
    const pathname = queryAt === -1 ? target : target.slice(0, queryAt);
    const search = queryAt === -1 ? "" : target.slice(queryAt);
    req.url = req.originalUrl = target;
    req.headers.host = host;
    delete req.headers["x-forwarded-host"];
    req.headers["x-forwarded-proto"] = client.secure ? "https" : "http";
    const origin = `${client.secure ? "https" : "http"}://${host}`;
    res.locals.visitor = { ...client, origin, target, pathname, search } satisfies Visitor;
    next();
  };
}

/**
 * Express's "trust proxy" (req.protocol, which Remix's adapter builds the URL with): the connection's
 * proxy is trusted as TRUST_PROXY says, and then reads the X-Forwarded-Proto this middleware wrote.
 */
export function expressTrust(trust: ProxyTrust): (address: string) => boolean {
  return (address) => resolveClient(trust, address, undefined, "https").secure;
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
