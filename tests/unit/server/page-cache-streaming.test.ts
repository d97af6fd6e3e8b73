/**
 * The page cache holds only what it may keep (decision 250): it decides when an answer's headers are
 * known, so a file that is not text, a page too large to keep or an answer a shared cache may not
 * keep goes on as it is written; only a shareable page is held to its end and kept. Against the
 * middleware itself on loopback, behind compression() as in server/app.ts.
 */
import { once } from "node:events";
import { get, type IncomingMessage, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import compression from "compression";
import express, { type Response } from "express";
import { afterEach, describe, expect, it } from "vitest";
import { pageCache } from "../../../server/page-cache";
import type { Visitor } from "../../../server/visitor";
import { WAIT_TIMEOUT_MS } from "../../helpers/patience";

const SHARED = "public, max-age=0, s-maxage=60";

/** What a route writes: its status and headers, then its body in chunks of these sizes. */
type Route = { type: string; cacheControl: string; chunks: number[]; status?: number };

const servers: Server[] = [];

afterEach(async () => {
  await Promise.all(servers.splice(0).map((server) => (server.close(), once(server, "close"))));
});

/**
 * A site of one middleware and one route. An answer of more than one chunk writes all but its last,
 * then waits until the visitor has received bytes (or the safety net passes) before it ends with the
 * last: a held answer sends nothing before its end, so `streamed` tells whether bytes went first.
 */
async function site(route: Route, maxBytes = 1024 * 1024) {
  const app = express();
  let renders = 0;
  let firstBytes: () => void = () => {};
  const streamed: boolean[] = [];
  app.use((req, res, next) => {
    res.locals.visitor = { origin: "http://127.0.0.1", target: req.url, pathname: req.path } as Partial<Visitor>;
    next();
  });
  app.use(compression());
  app.use(pageCache({ maxBytes, keyOrigin: false }));
  app.get("*", (_req, res: Response) => {
    renders += 1;
    const arrived = new Promise<boolean>((resolve) => {
      firstBytes = () => resolve(true);
      setTimeout(() => resolve(false), WAIT_TIMEOUT_MS).unref();
    });
    res.status(route.status ?? 200);
    res.setHeader("Content-Type", route.type);
    res.setHeader("Cache-Control", route.cacheControl);
    const last = route.chunks.at(-1)!;
    for (const bytes of route.chunks.slice(0, -1)) res.write(Buffer.alloc(bytes, 97));
    if (route.chunks.length === 1) return void res.end(Buffer.alloc(last, 98));
    void arrived.then((gotBytes) => {
      streamed.push(gotBytes);
      res.end(Buffer.alloc(last, 98));
    });
  });
  const server = app.listen(0, "127.0.0.1");
  servers.push(server);
  await once(server, "listening");
  const { port } = server.address() as AddressInfo;

  /** One visit (no Accept-Encoding: what is written is what arrives). */
  const visit = () =>
    new Promise<{ status: number; cache: string | undefined; bytes: number }>((resolve, reject) => {
      get({ host: "127.0.0.1", port, path: "/file", agent: false }, (answer: IncomingMessage) => {
        let bytes = 0;
        answer.on("data", (chunk: Buffer) => {
          if (bytes === 0) firstBytes();
          bytes += chunk.length;
        });
        answer.on("end", () =>
          resolve({
            status: answer.statusCode ?? 0,
            cache: answer.headers["x-page-cache"] as string | undefined,
            bytes,
          }),
        );
        answer.on("error", reject);
      }).on("error", reject);
    });
  return { visit, renders: () => renders, streamed };
}

describe("page cache: what it may not keep is never held", () => {
  it("a large file that is not text streams as it is written, and is not kept", async () => {
    const pdf = await site({ type: "application/pdf", cacheControl: SHARED, chunks: [256 * 1024, 256 * 1024] });
    const first = await pdf.visit();
    expect(first).toEqual({ status: 200, cache: undefined, bytes: 512 * 1024 });
    expect(pdf.streamed).toEqual([true]);
    expect((await pdf.visit()).cache).toBeUndefined();
    expect(pdf.renders()).toBe(2);
  });

  it("an answer a shared cache may not keep (private, an error) streams and is not kept", async () => {
    for (const route of [
      { type: "text/html; charset=utf-8", cacheControl: "private, no-store", chunks: [4096, 4096] },
      { type: "text/html; charset=utf-8", cacheControl: SHARED, chunks: [4096, 4096], status: 404 },
    ]) {
      const page = await site(route);
      expect((await page.visit()).cache, route.cacheControl).toBeUndefined();
      expect(page.streamed, `${route.status ?? 200} ${route.cacheControl}`).toEqual([true]);
      await page.visit();
      expect(page.renders()).toBe(2);
    }
  });

  it("a shareable page larger than the cache keeps is held only to that size, then streams", async () => {
    // 64 KB of cache: a page of at most 8 KB is kept; the first 6 KB are held, the next 6 KB let it go.
    const page = await site(
      { type: "text/html; charset=utf-8", cacheControl: SHARED, chunks: [6144, 6144, 6144] },
      65_536,
    );
    expect(await page.visit()).toEqual({ status: 200, cache: undefined, bytes: 18_432 });
    // The visitor's first bytes came before the last chunk was written: the 6 KB held went on.
    expect(page.streamed).toEqual([true]);
    await page.visit();
    expect(page.renders()).toBe(2);
  });
});

describe("page cache: a shareable page is kept", () => {
  it("held to its end, kept, and the next visitor gets it from memory without a render", async () => {
    const page = await site({ type: "text/html; charset=utf-8", cacheControl: SHARED, chunks: [4096] });
    // "miss": answered from the entry just made of the whole body.
    expect(await page.visit()).toEqual({ status: 200, cache: "miss", bytes: 4096 });
    expect(await page.visit()).toEqual({ status: 200, cache: "hit", bytes: 4096 });
    expect(page.renders()).toBe(1);
  });
});
