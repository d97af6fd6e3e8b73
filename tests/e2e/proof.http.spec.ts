import { createHash } from "node:crypto";
import { expect, test } from "@playwright/test";
import { company } from "../../app/config/company";
import { patience } from "../helpers/patience";
import { allPagePaths } from "../helpers/e2e";

/**
 * Proof a sceptical buyer believes (issue 30): every headline figure of the built site, read from
 * every page of the route table in both languages, as the server sends it.
 */

type Lang = "es" | "en";
type Headline = { path: string; lang: Lang; fact?: string; value: string; label: string };

/** The text of a fragment of our own markup: tags and React's text separators out, spaces joined. */
const textOf = (html: string) =>
  html
    .replace(/<!-- -->/g, "")
    .replace(/<[^>]+>/g, "")
    .replace(/&amp;/g, "&")
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/\s+/g, " ")
    .trim();

/** The figures a page shows large: stat lists and card figures, with the fact each says it shows. */
function headlines(html: string, path: string, lang: Lang): Headline[] {
  const main = html.slice(html.indexOf("<main"), html.indexOf("</main>"));
  const found: Headline[] = [];
  const patterns = [
    /<li class="stat"(?: data-fact="([^"]+)")?><span class="stat-value">([\s\S]*?)<\/span>\s*<span class="stat-label">([\s\S]*?)<\/span><\/li>/g,
    /<p class="card-figure"(?: data-fact="([^"]+)")?><span class="card-figure-value">([\s\S]*?)<\/span>(?:<span class="card-figure-label">([\s\S]*?)<\/span>)?<\/p>/g,
  ];
  for (const pattern of patterns) {
    for (const [, fact, value, label] of main.matchAll(pattern)) {
      found.push({ path, lang, fact, value: textOf(value!), label: textOf(label ?? "") });
    }
  }
  return found;
}

/** Words that make a figure a claim about the company's track record rather than about one service. */
const trackRecordWords = /proyecto|project|cliente|client|pyme|\bSME|satisf|\bROI\b|disponib|uptime|ahorrad|saved/i;

test("no two headline figures contradict: each fact shows one value and one wording on every page", async ({
  request,
}) => {
  test.setTimeout(patience(24_000));
  const all: Headline[] = [];
  for (const { path, lang } of allPagePaths) {
    const response = await request.get(path);
    expect(response.status(), path).toBe(200);
    all.push(...headlines(await response.text(), path, lang));
  }
  // The crawl found the figures it is about (a change of markup must not empty this test).
  expect(all.filter((figure) => figure.fact).length).toBeGreaterThan(60);

  for (const lang of ["es", "en"] as const) {
    const byFact = new Map<string, Headline[]>();
    for (const figure of all.filter((item) => item.lang === lang && item.fact)) {
      byFact.set(figure.fact!, [...(byFact.get(figure.fact!) ?? []), figure]);
    }
    for (const [fact, shown] of byFact) {
      // The figure itself: "15 hoteles" on the home page's card is the case page's "15".
      const values = new Set(shown.map((figure) => figure.value.replace(/(\s+[a-záéíóúñ]+)+$/i, "")));
      expect([...values], `${lang} ${fact} on ${shown.map((figure) => figure.path).join(", ")}`).toHaveLength(1);
      // The company's own figures are worded once: "500+ proyectos entregados" wherever it appears.
      if (fact.startsWith("company.")) {
        const labels = new Set(shown.map((figure) => figure.label));
        expect([...labels], `${lang} ${fact}`).toHaveLength(1);
      }
    }
    // Each part of the track record says it is a part: the SMEs' figures name the SMEs, the total
    // does not (so "500+ proyectos" and "200 proyectos" never read as two answers to one question).
    const labelOf = (fact: string) => byFact.get(`company.${fact}`)?.[0]?.label ?? "";
    const sme = lang === "es" ? /pymes/ : /SME/;
    for (const fact of ["smeProjects", "smeClients", "smeSavings"]) expect(labelOf(fact), fact).toMatch(sme);
    expect(labelOf("projects")).not.toMatch(sme);
    expect(byFact.get("company.projects")!.length).toBeGreaterThanOrEqual(4);

    // No figure about the track record is written by hand: each comes from company.figures or a case.
    const handWritten = all.filter(
      (figure) =>
        figure.lang === lang && !figure.fact && /\d/.test(figure.value) && trackRecordWords.test(figure.label),
    );
    expect(handWritten.map((figure) => `${figure.path}: ${figure.value} ${figure.label}`)).toEqual([]);
  }
  // The total is the company's.
  const [total] = all.filter((figure) => figure.fact === "company.projects" && figure.lang === "en");
  expect(total!.value).toBe(`${company.figures.projects.value}+`);
});

test("no placeholder picture, and no picture used for two different things", async ({ request }) => {
  test.setTimeout(patience(24_000));
  /** Every picture of a page's content (the hero's and main's), with the page's key and its alt. */
  const uses = new Map<string, { key: string; alt: string }[]>();
  for (const { path, key, lang } of allPagePaths) {
    const html = await (await request.get(path)).text();
    const main = html.slice(html.indexOf("<main"), html.indexOf("</main>"));
    for (const [tag] of main.matchAll(/<img\b[^>]*>/g)) {
      const src = /\ssrc="([^"]+)"/.exec(tag)![1]!;
      const alt = /\salt="([^"]*)"/.exec(tag)?.[1] ?? "";
      uses.set(src, [...(uses.get(src) ?? []), { key: `${lang}:${key}`, alt }]);
    }
  }
  const sources = [...uses.keys()];
  expect(sources.length).toBeGreaterThan(40);
  // No placeholder: the blog's generic fallback, drawn faces, invented logos and badges are gone.
  expect(sources.filter((src) => /fallback|placeholder|\/(team|testimonials|partners)\/|award/.test(src))).toEqual([]);
  for (const [src, places] of uses) {
    if (src.startsWith("/images/heroes/")) {
      // A hero's picture belongs to one page (in both its languages).
      expect(new Set(places.map((place) => place.key.slice(3))).size, src).toBe(1);
    } else {
      // Any other picture always shows one thing: wherever it appears, in a language, it is described alike.
      for (const lang of ["es", "en"]) {
        const alts = new Set(places.filter((place) => place.key.startsWith(lang)).map((place) => place.alt));
        expect(alts.size, `${src} (${lang}): ${[...alts].join(" | ")}`).toBeLessThanOrEqual(1);
      }
    }
  }
  // Every picture is there, and two addresses never serve the same picture.
  const seen = new Map<string, string>();
  for (const src of sources) {
    const response = await request.get(src);
    expect(response.status(), src).toBe(200);
    const hash = createHash("sha256")
      .update(await response.body())
      .digest("hex");
    expect(seen.get(hash), `${src} and ${seen.get(hash)} are one picture`).toBeUndefined();
    seen.set(hash, src);
  }
});
