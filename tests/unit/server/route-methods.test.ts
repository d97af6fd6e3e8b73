import { describe, expect, it } from "vitest";
import { routeLookup } from "~/services/route-methods.server";

// The front's method table (405 with Allow) and route lookup (page cache) read single fetch's data
// addresses (decision 190) as the page they belong to.
const page = { loader: () => null, default: () => null };
const build = {
  routes: {
    root: { id: "root", path: "", module: { ...page, action: () => null } },
    "es/home": { id: "es/home", parentId: "root", index: true, module: page },
    "es/faq": { id: "es/faq", parentId: "root", path: "faq", module: page },
    "es/contact": { id: "es/contact", parentId: "root", path: "contacto", module: { ...page, action: () => null } },
  },
} as unknown as Parameters<typeof routeLookup>[0];

describe("route methods", () => {
  const lookup = routeLookup(build);

  it("answers a page's data request (/page.data, /_root.data) as the page", () => {
    expect(lookup("/faq.data", "")).toEqual(lookup("/faq", ""));
    expect(lookup("/faq.data", "")).toEqual({ allow: "GET, HEAD", routeId: "es/faq" });
    expect(lookup("/contacto.data", "")).toEqual({ allow: "GET, HEAD, POST", routeId: "es/contact" });
    expect(lookup("/_root.data", "?index")).toEqual({ allow: "GET, HEAD", routeId: "es/home" });
    expect(lookup("/_root.data", "")).toEqual({ allow: "GET, HEAD, POST", routeId: "es/home" });
  });

  it("keeps other paths as they are", () => {
    expect(lookup("/faq", "")).toEqual({ allow: "GET, HEAD", routeId: "es/faq" });
    expect(lookup("/nowhere.data", "").routeId).toBeUndefined();
  });
});
