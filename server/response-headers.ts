/**
 * What every answer from here on carries (decision 250), settled as its headers are written
 * (`on-headers`): the base security headers (helmet's, made once per protocol in
 * security-headers.server.ts) where the answer has not set its own (a rendered page has its own
 * CSP), Secure on every cookie over HTTPS, a Location that stays on this site, and
 * `private, no-store` on an answer to a post that says nothing about caching.
 */
import type { RequestHandler } from "express";
import onHeaders from "on-headers";
import { baseSecurityHeaders } from "~/services/security-headers.server";
import { localPath } from "~/services/site-url.server";
import { NEVER_STORE } from "./answers";
import { visitorOf } from "./visitor";

export function responseHeaders(): RequestHandler {
  return (req, res, next) => {
    const { secure, origin } = visitorOf(res);
    onHeaders(res, function settle() {
      for (const [name, value] of Object.entries(baseSecurityHeaders(secure))) {
        if (!this.hasHeader(name)) this.setHeader(name, value);
      }
      const location = this.getHeader("Location");
      if (location !== undefined) this.setHeader("Location", localPath(String(location), origin));
      const cookies = this.getHeader("Set-Cookie");
      if (secure && cookies !== undefined) {
        const list = Array.isArray(cookies) ? cookies : [String(cookies)];
        this.setHeader(
          "Set-Cookie",
          list.map((cookie) => (/;\s*secure\b/i.test(cookie) ? cookie : `${cookie}; Secure`)),
        );
      }
      if (req.method !== "GET" && req.method !== "HEAD" && !this.hasHeader("Cache-Control")) {
        this.setHeader("Cache-Control", NEVER_STORE);
      }
    });
    next();
  };
}
