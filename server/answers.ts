/** The few answers the server writes itself (never a page of the site): short, never stored. */
import type { Request, Response } from "express";
import { baseSecurityHeaders } from "~/services/security-headers.server";

export const NEVER_STORE = "private, no-store";

const PLAIN = "text/plain; charset=utf-8";
const HTML = "text/html; charset=utf-8";

/** A body the client is still sending is read and dropped, so the connection can be reused. */
function shortAnswer(req: Request, res: Response, status: number, body: string, headers: Record<string, string>) {
  req.resume();
  res.writeHead(status, headers);
  res.end(req.method === "HEAD" ? undefined : body);
}

export function plainAnswer(
  req: Request,
  res: Response,
  status: number,
  text: string,
  secure: boolean,
  extra: Record<string, string> = {},
) {
  const headers = { ...baseSecurityHeaders(secure), "Content-Type": PLAIN, "Cache-Control": "no-store", ...extra };
  shortAnswer(req, res, status, text, headers);
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
  const headers = { ...baseSecurityHeaders(secure), "Content-Type": HTML, "Cache-Control": NEVER_STORE, ...extra };
  shortAnswer(req, res, status, html, headers);
}
