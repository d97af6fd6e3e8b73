import { describe, expect, it } from "vitest";
import { methodLookup } from "../../../server/route-methods";

// The server's method table (405 with Allow) reads single fetch's data addresses (decision 190) as
// the page they belong to.
const page = { loader: () => null, default: () => null };
const build = {
  routes: {
    root: { id: "root", path: "", module: { ...page, action: () => null } },
    "es/home": { id: "es/home", parentId: "root", index: true, module: page },
    "es/faq": { id: "es/faq", parentId: "root", path: "faq", module: page },
    "es/contact": { id: "es/contact", parentId: "root", path: "contacto", module: { ...page, action: () => null } },
  },
} as unknown as Parameters<typeof methodLookup>[0];

describe("route methods", () => {
  const lookup = methodLookup(build);

  it("answers a page's data request (/page.data, /_root.data) as the page", () => {
    expect(lookup("/faq.data", "")).toBe(lookup("/faq", ""));
    expect(lookup("/faq.data", "")).toBe("GET, HEAD");
    expect(lookup("/contacto.data", "")).toBe("GET, HEAD, POST");
    expect(lookup("/_root.data", "?index")).toBe("GET, HEAD");
    expect(lookup("/_root.data", "")).toBe("GET, HEAD, POST");
  });

  it("serves nothing on a path no route matches", () => {
    expect(lookup("/nowhere.data", "")).toBe("");
  });
});
