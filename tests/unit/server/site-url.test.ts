import { describe, expect, it } from "vitest";
import { canonicalPath, canonicalRedirect, hostPolicy, localPath, requestHost } from "~/services/site-url.server";

describe("redirects stay on this site", () => {
  it.each([
    ["/faq", "/faq"],
    ["//evil.example/", "/evil.example/"],
    ["///evil.example", "/evil.example"],
    ["/\\evil.example/", "/evil.example/"],
    ["\\\\evil.example", "/evil.example"],
    ["https://evil.example/x", "/"],
    ["javascript:alert(1)", "/"],
    ["", "/"],
  ])("%s -> %s", (target, expected) => {
    expect(localPath(target)).toBe(expected);
  });

  it("an absolute URL of this site becomes its path", () => {
    expect(localPath("https://www.example.es/en/faq?x=1", "https://www.example.es")).toBe("/en/faq?x=1");
    expect(localPath("https://www.example.es.evil/x", "https://www.example.es")).toBe("/");
  });
});

describe("canonical URLs", () => {
  it.each([
    ["/", "/"],
    ["/servicios/", "/servicios"],
    ["/Servicios/Robotica-RPA", "/servicios/robotica-rpa"],
    ["/en/FAQ/", "/en/faq"],
    ["//evil.example/", "/evil.example"],
    ["/blog//ia%C3%B1", "/blog/ia%C3%B1"],
  ])("%s -> %s", (path, expected) => {
    expect(canonicalPath(path)).toBe(expected);
    expect(canonicalPath(expected)).toBe(expected); // never a loop
  });

  it("301 to the canonical path, query kept; canonical paths and posts are left alone", () => {
    const response = canonicalRedirect(new Request("http://site.test/En/Contacto/?puesto=Dev&X=1"));
    expect(response?.status).toBe(301);
    expect(response?.headers.get("Location")).toBe("/en/contacto?puesto=Dev&X=1");
    expect(canonicalRedirect(new Request("http://site.test/en/contact?X=1"))).toBeNull();
    expect(canonicalRedirect(new Request("http://site.test/Contacto/", { method: "POST" }))).toBeNull();
    expect(canonicalRedirect(new Request("http://site.test//evil.example/"))?.headers.get("Location")).toBe(
      "/evil.example",
    );
  });
});

describe("the host is not taken from the client", () => {
  it("with SITE_URL every request is built on its host", () => {
    const policy = hostPolicy({ SITE_URL: "https://www.example.es", NODE_ENV: "production" });
    expect(requestHost(policy, "evil.example")).toBe("www.example.es");
    expect(requestHost(policy, undefined)).toBe("www.example.es");
  });

  it("in production without SITE_URL only local names are answered", () => {
    const policy = hostPolicy({ NODE_ENV: "production" });
    expect(requestHost(policy, "127.0.0.1:3000")).toBe("127.0.0.1:3000");
    expect(requestHost(policy, "LOCALHOST:3000")).toBe("localhost:3000");
    expect(requestHost(policy, "[::1]:3000")).toBe("[::1]:3000");
    expect(requestHost(policy, "evil.example")).toBeNull();
    expect(requestHost(policy, "localhost.evil.example")).toBeNull();
  });

  it("elsewhere any well-formed host, never a malformed one", () => {
    const policy = hostPolicy({ NODE_ENV: "development" });
    expect(requestHost(policy, "dev.example:8080")).toBe("dev.example:8080");
    expect(requestHost(policy, "evil.example/x")).toBeNull();
    expect(requestHost(policy, 'a"><script>')).toBeNull();
    expect(requestHost(policy, "")).toBeNull();
  });
});
