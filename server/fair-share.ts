/**
 * The fair share of render capacity as a middleware (decision 250): everything after it (Remix)
 * runs within its lane's concurrency, each client within its share; a request over its share, or
 * beyond a full queue, is shed at once with the busy page (503, Retry-After), its typed values kept.
 * Its slot is held until the answer is finished, the visitor leaves, or the action says it only waits
 * (`releaseRenderSlot` in the load context).
 */
import type { Request, RequestHandler, Response } from "express";
import { readFormBody, MAX_FORM_BODY_BYTES } from "~/services/request-guards.server";
import { BUSY_RETRY_AFTER_SECONDS, busyData, busyPage, noteShed } from "./busy-page";
import { createFairShare, type FairShareLimits, type Lane, type ShedReason } from "./fair-share-queue";
import { NEVER_STORE } from "./answers";
import { baseSecurityHeaders } from "~/services/security-headers.server";
import { visitorOf } from "./visitor";

export function fairShare(limits: FairShareLimits): RequestHandler {
  const renders = createFairShare(limits);
  return (req, res, next) => {
    const lane: Lane = req.method === "GET" || req.method === "HEAD" ? "page" : "post";
    const { address } = visitorOf(res);
    // A visitor who leaves while waiting is not rendered for (the task leaves the queue on abort);
    // one who leaves during the render keeps its place until it ends, so the bound holds.
    const waiting = new AbortController();
    let started = false;
    res.once("close", () => started || waiting.abort());
    const admission = renders.run(
      lane,
      address,
      () =>
        new Promise<void>((done) => {
          started = true;
          res.once("close", () => done());
          // An action that only waits (the newsletter's fixed answer time) gives its slot back first.
          res.locals.releaseRenderSlot = done;
          // Back to the event loop first: a render that follows another in the same microtask
          // drain would keep cached pages, files and refusals waiting behind the whole queue.
          setImmediate(next);
        }),
      waiting.signal,
    );
    if (admission.admitted) return void admission.result.catch(() => {});
    shed(req, res, lane, admission.reason).catch(() => res.destroy());
  };
}

async function shed(req: Request, res: Response, lane: Lane, reason: ShedReason) {
  const visitor = visitorOf(res);
  noteShed({ lane, reason, path: visitor.target, client: visitor.address });
  let answer: { body: string; contentType: string };
  // A fetcher's post (the page's scripts read the answer): its form keeps the values on the page.
  if (lane === "post" && req.headers["sec-fetch-dest"] === "empty") answer = busyData(visitor.pathname);
  else {
    const form = lane === "post" ? await postedForm(req, visitor.origin + visitor.target) : null;
    const page = busyPage(visitor.target, form);
    answer = { body: page.html, contentType: page.contentType };
  }
  res.writeHead(503, {
    ...baseSecurityHeaders(visitor.secure),
    "Content-Type": answer.contentType,
    "Cache-Control": NEVER_STORE,
    "Retry-After": String(BUSY_RETRY_AFTER_SECONDS),
  });
  res.end(req.method === "HEAD" ? undefined : answer.body);
}

/** What a shed post without JavaScript carried, to give back to the visitor; null if it is no form. */
async function postedForm(req: Request, url: string): Promise<FormData | null> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req as AsyncIterable<Buffer>) {
    size += chunk.length;
    if (size > MAX_FORM_BODY_BYTES) return null;
    chunks.push(chunk);
  }
  const headers = new Headers();
  if (req.headers["content-type"]) headers.set("Content-Type", req.headers["content-type"]);
  const body = await readFormBody(new Request(url, { method: "POST", headers, body: Buffer.concat(chunks) }));
  return body.ok ? body.form : null;
}
