/** The few answers the server writes itself (never a page of the site): short, plain, never stored. */
import type { Request, Response } from "express";
import { baseSecurityHeaders } from "~/services/security-headers.server";

export const NEVER_STORE = "private, no-store";

export function plainAnswer(
  req: Request,
  res: Response,
  status: number,
  text: string,
  secure: boolean,
  extra: Record<string, string> = {},
) {
  // A body the client is still sending is read and dropped, so the connection can be reused.
  req.resume();
  res.writeHead(status, {
    ...baseSecurityHeaders(secure),
    "Content-Type": "text/plain; charset=utf-8",
    "Cache-Control": "no-store",
    ...extra,
  });
  res.end(req.method === "HEAD" ? undefined : text);
}

/** An HTML answer made without a render (a refusal, the busy page). */
export function htmlAnswer(
  req: Request,
  res: Response,
  status: number,
  html: string,
  secure: boolean,
  extra: Record<string, string> = {},
) {
  req.resume();
  res.writeHead(status, {
    ...baseSecurityHeaders(secure),
    "Content-Type": "text/html; charset=utf-8",
    "Cache-Control": NEVER_STORE,
    ...extra,
  });
  res.end(req.method === "HEAD" ? undefined : html);
}
