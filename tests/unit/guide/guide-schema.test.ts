import { describe, expect, it } from "vitest";
import en from "~/content/guide/en.json";
import es from "~/content/guide/es.json";
import { guideSchema } from "~/content/guide/types";
import { successCases } from "~/content/facts/cases";
import { formatFigure } from "~/content/facts/figures";

// The guide's prose is data (app/content/guide/*.json): the schema is what keeps a typo in it from
// reaching the PDF silently.
describe("the guide's data files", () => {
  it.each([
    ["es", es],
    ["en", en],
  ])("%s parses against the schema", (_, data) => {
    expect(guideSchema.safeParse(data).success).toBe(true);
  });

  it("refuses an unknown block, a case tied to a page that is not a success case and a stray field", () => {
    const broken = structuredClone(guideSchema.parse(es));
    Object.assign(broken.chapters[0]!.blocks[0]!, { kind: "paragraf" });
    const caseBlock = broken.chapters.flatMap((chapter) => chapter.blocks).find((block) => block.kind === "case");
    if (!caseBlock) throw new Error("the guide has no case");
    Object.assign(caseBlock.case.related, { page: "contact" });
    Object.assign(broken.cover, { subtitel: "x" });
    const result = guideSchema.safeParse(broken);
    expect(result.success).toBe(false);
    const paths = result.error!.issues.map((issue) => issue.path.join("."));
    expect(paths).toContain("chapters.0.blocks.0.kind");
    expect(paths.some((path) => path.endsWith("case.related.page"))).toBe(true);
    expect(result.error!.issues.some((issue) => issue.code === "unrecognized_keys")).toBe(true);
  });

  it.each([
    ["es", es],
    ["en", en],
  ] as const)("%s: a case names the figures of the success case it points to, never writes them", (lang, data) => {
    const cases = guideSchema
      .parse(data)
      .chapters.flatMap((chapter) => chapter.blocks)
      .flatMap((block) => (block.kind === "case" ? [block.case] : []));
    expect(cases).toHaveLength(5);
    for (const { id, related } of cases) {
      const words = related.text.replace(/\{[a-zA-Z]+(:abs)?\}/g, "").split(/\s+/);
      for (const [name, figure] of Object.entries(successCases[related.page].figures)) {
        expect(words, `${id}: {${name}}`).not.toContain(formatFigure(figure, lang));
      }
    }
  });
});
