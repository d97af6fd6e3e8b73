/**
 * The built site as its own process behind a pretend proxy (TRUST_PROXY=loopback), one per spec file
 * (started before its first test, killed after its last), for the tests of what one visitor can do to
 * another (server-abuse*.http.spec.ts): each request says which visitor it is in X-Forwarded-For, a
 * new one unless its headers name one.
 */
import { test } from "@playwright/test";
import { postForm, startSiteProcess, type SiteProcess } from "./site-process";

export type SiteBehindProxy = {
  /** The running site (from the first test on). */
  readonly site: SiteProcess;
  /** A new visitor's address (X-Forwarded-For, believed from loopback). */
  newVisitor(): string;
  get(pathname: string, headers?: Record<string, string>): Promise<Response>;
  post(pathname: string, fields: Record<string, string>, headers?: Record<string, string>): Promise<Response>;
};

/** Call at the top of a spec file: it registers the file's beforeAll and afterAll. */
export function siteBehindProxy(): SiteBehindProxy {
  let running: SiteProcess | undefined;
  test.beforeAll(async () => {
    running = await startSiteProcess({
      env: { TRUST_PROXY: "loopback", FORM_RATE_LIMIT: "5/10m", OUTBOX_INTERVAL_MS: "0" },
    });
  });
  test.afterAll(async () => {
    await running?.stop("SIGKILL");
    running?.cleanup();
  });

  let visitors = 0;
  const front: SiteBehindProxy = {
    get site() {
      if (!running) throw new Error("the site starts before the file's first test");
      return running;
    },
    newVisitor: () => `198.51.${100 + (visitors >> 8)}.${(visitors += 1) & 255}`,
    get: (pathname, headers = {}) =>
      fetch(`${front.site.url}${pathname}`, {
        headers: { "X-Forwarded-For": front.newVisitor(), ...headers },
        redirect: "manual",
      }),
    post: (pathname, fields, headers = {}) =>
      postForm(`${front.site.url}${pathname}`, fields, { "X-Forwarded-For": front.newVisitor(), ...headers }),
  };
  return front;
}
