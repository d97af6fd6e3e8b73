import { Meta, UNSAFE_RemixContext as RemixContext } from "@remix-run/react";
import type { ComponentProps } from "react";
import { renderToString } from "react-dom/server";
import { createMemoryRouter, RouterProvider } from "react-router-dom";
import { describe, expect, it } from "vitest";
import { seoMeta } from "~/services/seo/meta.server";
import { blogPosting } from "~/utils/structured-data";

type RemixContextValue = ComponentProps<typeof RemixContext.Provider>["value"];

/** The head Remix renders for one route whose meta is `meta`. */
function renderHead(meta: () => ReturnType<typeof seoMeta>): string {
  const router = createMemoryRouter([{ id: "root", path: "/", element: <Meta /> }], {
    hydrationData: { loaderData: { root: null } },
  });
  const context = {
    routeModules: { root: { default: () => null, meta } },
    isSpaMode: false,
  } as unknown as RemixContextValue;
  return renderToString(
    <RemixContext.Provider value={context}>
      <RouterProvider router={router} />
    </RemixContext.Provider>,
  );
}

describe("the JSON-LD block in the rendered head", () => {
  it("text that looks like markup cannot close the script: <, > and & are written as \\u escapes", () => {
    const headline = 'Hack </script><script>alert("x")</script> & more';
    const html = renderHead(() =>
      seoMeta({
        meta: { title: "T", description: "D" },
        origin: "https://rts.example",
        pathname: "/blog/x",
        alternates: "none",
        card: null,
        structured: [
          blogPosting("https://rts.example", "es", {
            path: "/blog/x",
            headline,
            description: "D",
            section: "S",
            author: "A",
            published: "2026-01-01",
            modified: "2026-01-01",
            images: [],
          }),
        ],
      }),
    );
    const blocks = [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)];
    expect(blocks).toHaveLength(1);
    expect(html.match(/<script/g)).toHaveLength(1);
    expect(blocks[0][1]).not.toMatch(/[<>]/);
    expect(JSON.parse(blocks[0][1])["@graph"][0].headline).toBe(headline);
  });
});
