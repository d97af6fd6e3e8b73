import { describe, expect, it } from "vitest";
import {
  BUDGET_EXCEPTIONS,
  BUDGET_KB,
  firstVisitFiles,
  isEmptyScript,
  MAX_SCRIPT_REQUESTS,
  pageKind,
} from "../../../scripts/js-budget.mjs";

// The budget check itself (npm run perf:budget) runs over the production build, after `npm run build`
// in `npm test`; these tests pin what it counts and how it classifies pages.
const manifest = {
  entry: { module: "/build/entry.js", imports: ["/build/_shared/react.js", "/build/_shared/remix.js"] },
  routes: {
    root: { id: "root", module: "/build/root.js", imports: ["/build/_shared/frame.js", "/build/_shared/react.js"] },
    "es/faq": { id: "es/faq", parentId: "root", module: "/build/es/faq.js", imports: ["/build/_shared/faq.js"] },
  },
};

describe("the JavaScript budget (decision 160)", () => {
  it("counts the entry, then every route of the chain with its imports, each file once", () => {
    expect(firstVisitFiles(manifest, "es/faq")).toEqual([
      "/build/entry.js",
      "/build/_shared/react.js",
      "/build/_shared/remix.js",
      "/build/root.js",
      "/build/_shared/frame.js",
      "/build/es/faq.js",
      "/build/_shared/faq.js",
    ]);
  });

  it("fails loudly on a route the build does not know", () => {
    expect(() => firstVisitFiles(manifest, "es/nowhere")).toThrow(/Unknown route/);
  });

  it("gives home, contact and the demo pages the form budget, every other page the content budget", () => {
    for (const id of [
      "es/home",
      "en/contact",
      "es/demo-booking",
      "en/demo-booking",
      "es/demo-manage",
      "en/demo-manage",
    ]) {
      expect(pageKind(id)).toBe("form");
    }
    for (const id of ["es/faq", "en/blog-post", "es/services", "en/cookies", "es/newsletter-confirm"]) {
      expect(pageKind(id)).toBe("content");
    }
    expect(BUDGET_KB).toEqual({ form: 150, content: 120 });
  });

  it("allows no page over its budget: 120 KB for every content page, 150 KB for the form pages", () => {
    // A new exception needs its reason and ceiling, and this test changed with a decision record.
    expect(BUDGET_EXCEPTIONS).toEqual({});
  });

  it("allows at most 15 script files per page, and counts a file with nothing to run as empty", () => {
    expect(MAX_SCRIPT_REQUESTS).toBe(15);
    for (const source of ["", "\n", "export{};", "/* a licence */\nexport {}\n", "// nothing\n"]) {
      expect(isEmptyScript(source), JSON.stringify(source)).toBe(true);
    }
    for (const source of ["const a=1;export{a};", 'import "./x.js";', "export{a as b}from'./c.js';"]) {
      expect(isEmptyScript(source), source).toBe(false);
    }
  });
});
