import { createHash } from "node:crypto";
import { describe, expect, it } from "vitest";
import {
  baseSecurityHeaders,
  contentSecurityPolicy,
  inlineScriptHashes,
  LOCKED_DOWN_CSP,
} from "~/services/security-headers.server";

const sha = (text: string) => `'sha256-${createHash("sha256").update(text).digest("base64")}'`;

describe("hash-based CSP", () => {
  it("hashes every inline script (data blocks too), never one loaded by src", () => {
    const html =
      "<html><head><script>window.a=1</script></head><body>" +
      '<script src="/build/x.js"></script><script type="text/x-deferred-module">import "/build/y.js";</script>' +
      '<script nonce="" data-preloads="[]">boot()</script><script></script><script>window.a=1</script></body></html>';
    expect(inlineScriptHashes(html)).toEqual([sha("window.a=1"), sha('import "/build/y.js";'), sha("boot()")]);
  });

  it("leaves structured data (JSON-LD) out: no browser runs it", () => {
    const html = '<script type="application/ld+json">{"@context":"https://schema.org"}</script><script>go()</script>';
    expect(inlineScriptHashes(html)).toEqual([sha("go()")]);
  });

  it("hashes what the browser hashes: CR LF read as LF, multi-byte text as UTF-8", () => {
    expect(inlineScriptHashes("<script>a\r\nb</script>")).toEqual([sha("a\nb")]);
    expect(inlineScriptHashes('<script>var s="español"</script>')).toEqual([sha('var s="español"')]);
  });

  it("allows scripts from this site and the listed hashes only: no nonce, no unsafe-inline", () => {
    const csp = contentSecurityPolicy(["'sha256-abc='"]);
    expect(csp).toContain("script-src 'self' 'sha256-abc='");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toContain("object-src 'none'");
    expect(csp.split(/;\s*/).find((directive) => directive.startsWith("script-src"))).not.toMatch(/unsafe|nonce/);
  });

  it("base headers on every answer; HSTS only over HTTPS; nothing runs in non-page answers", () => {
    expect(baseSecurityHeaders(false)).toMatchObject({
      "X-Content-Type-Options": "nosniff",
      "Content-Security-Policy": LOCKED_DOWN_CSP,
      "X-Frame-Options": "DENY",
    });
    expect(baseSecurityHeaders(false)).not.toHaveProperty("Strict-Transport-Security");
    expect(baseSecurityHeaders(true)["Strict-Transport-Security"]).toMatch(/^max-age=(\d+)$/);
    expect(Number(/\d+/.exec(baseSecurityHeaders(true)["Strict-Transport-Security"])![0])).toBeGreaterThanOrEqual(
      15_768_000,
    );
  });
});
