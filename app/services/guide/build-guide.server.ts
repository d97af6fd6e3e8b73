import { createHash } from "node:crypto";
import { mkdir, writeFile } from "node:fs/promises";
import path from "node:path";
import { guideFacts } from "~/content/guide/facts";
import { GUIDE_EDITION_DATE, guides } from "~/content/guide";
import { languages, type Lang } from "~/i18n/language";
import { readBrandColours } from "./brand-colours.server";
import { guideCaseCount, guideFile, type GuideManifest } from "./guide-file.server";
import { pdfFacts } from "./pdf-facts.server";
import { renderGuidePdf } from "./render-pdf.server";

/** The origin printed in the guide's links when the build runs without SITE_URL. */
export const DEFAULT_GUIDE_SITE_URL = "https://www.rts-soluciones.es";

/**
 * `npm run build` (npm run guide:build, scripts/guide.ts) calls this: renders the guide in each language into
 * BUILD_DIR/guide/, checks that the figures the site states (app/content/guide/facts.ts) are the
 * real ones, and writes a manifest the serving route reads (size, hash, pages).
 */
export async function buildGuides(options: { buildDir: string; siteUrl?: string; log?: (line: string) => void }) {
  const siteUrl = options.siteUrl ?? process.env.SITE_URL ?? DEFAULT_GUIDE_SITE_URL;
  const log = options.log ?? ((line: string) => console.log(line));
  const colours = await readBrandColours();
  const directory = path.join(options.buildDir, "guide");
  await mkdir(directory, { recursive: true });
  const manifest = {} as GuideManifest;
  const problems: string[] = [];
  for (const lang of languages) {
    const pdf = await renderGuidePdf(guides[lang], { lang, siteUrl, colours, editionDate: GUIDE_EDITION_DATE });
    const facts = pdfFacts(pdf);
    const cases = guideCaseCount(facts);
    const stated = guideFacts[lang];
    if (stated.pages !== facts.pages || stated.cases !== cases) {
      problems.push(
        `${lang}: the PDF has ${facts.pages} pages and ${cases} cases; app/content/guide/facts.ts says ${stated.pages} and ${stated.cases}`,
      );
    }
    const file = guideFile(options.buildDir, lang);
    await writeFile(file, pdf);
    manifest[lang as Lang] = {
      bytes: pdf.length,
      sha256: createHash("sha256").update(pdf).digest("hex"),
      pages: facts.pages,
      cases,
    };
    log(
      `guide ${lang}: ${path.relative(process.cwd(), file)} (${facts.pages} pages, ${cases} cases, ${pdf.length} bytes)`,
    );
  }
  if (problems.length) {
    throw new Error(`The guide's figures changed; update app/content/guide/facts.ts:\n  ${problems.join("\n  ")}`);
  }
  await writeFile(path.join(directory, "manifest.json"), `${JSON.stringify(manifest, null, 2)}\n`);
  return manifest;
}
