/**
 * /healthz, for load balancers and orchestrators (decision 250): 200 when the site is ready and its
 * database answers, 503 while it starts or stops or when the database does not; GET and HEAD only.
 * Answered before every other middleware, whatever the Host, never cached.
 */
import type { RequestHandler } from "express";
import { baseSecurityHeaders } from "~/services/security-headers.server";
import type { SiteLifecycle } from "./lifecycle";
import { plainAnswer } from "./answers";
import { visitorOf } from "./visitor";

export type Phase = "starting" | "ready" | "stopping";

const HEALTH_METHODS = "GET, HEAD";

export function healthCheck(phase: () => Phase, health: () => SiteLifecycle["siteHealth"] | null): RequestHandler {
  return (req, res, next) => {
    const { pathname, secure } = visitorOf(res);
    if (pathname !== "/healthz") return next();
    if (!HEALTH_METHODS.split(", ").includes(req.method)) {
      return plainAnswer(req, res, 405, "Method Not Allowed", secure, { Allow: HEALTH_METHODS });
    }
    const siteHealth = phase() === "ready" ? health() : null;
    (siteHealth ? siteHealth() : Promise.resolve({ ok: false, details: {} }))
      .then(({ ok, details }) => {
        const status = ok ? "ok" : phase() === "ready" ? "database unavailable" : phase();
        res.writeHead(ok ? 200 : 503, {
          ...baseSecurityHeaders(secure),
          "Content-Type": "application/json",
          "Cache-Control": "no-store",
        });
        res.end(req.method === "HEAD" ? undefined : JSON.stringify({ status, ...details }));
      })
      .catch(() => res.destroy());
  };
}

/** While the site starts (the database opens) or stops, every other request is a short 503. */
export function whileNotReady(phase: () => Phase): RequestHandler {
  return (req, res, next) => {
    if (phase() === "ready") return next();
    plainAnswer(
      req,
      res,
      503,
      "The site is starting or stopping. Please try again in a moment.",
      visitorOf(res).secure,
      {
        "Retry-After": "5",
      },
    );
  };
}
