// What every page says, as text, for checking that a refactor changed no visible copy; and the CSS
// each page loads. Starts the built site (BUILD_DIR) on PORT with a fresh data folder, fetches the
// route table in both languages (and both themes) plus a few states (search results, filters, an
// article, the 404 page), and writes one text file per page and a css.tsv summary to OUT.
// Usage: BUILD_DIR=.out/build PORT=3300 node scripts/page-text.mjs .out/text-before
//        diff -r .out/text-before .out/text-after
import { mkdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import { startBuiltSite } from "./built-site.mjs";
import { gzipSync } from "node:zlib";

const out = path.resolve(process.argv[2] ?? ".out/page-text");
const port = Number(process.env.PORT ?? 3300);
const buildDir = process.env.BUILD_DIR ?? "build";
const origin = `http://127.0.0.1:${port}`;
const dataDir = path.resolve(`.out/page-text-data-${port}`);

const routeTable = JSON.parse(readFileSync(new URL("../app/route-table.json", import.meta.url), "utf8"));
const pagePaths = Object.values(routeTable.pages).flatMap(({ es, en }) => [`/${es}`, en === "" ? "/en" : `/en/${en}`]);
const statePaths = [
  "/servicios?q=robot",
  "/en/services?q=zzz",
  "/servicios?q=",
  "/casos-exito?sector=energia",
  "/en/success-stories?sector=nada",
  "/blog?categoria=Automatizaci%C3%B3n",
  "/en/blog?categoria=Nothing",
  "/no-existe",
  "/en/no-such-page",
];

const inline = new Set([
  "a",
  "span",
  "strong",
  "em",
  "b",
  "i",
  "code",
  "time",
  "abbr",
  "small",
  "sup",
  "sub",
  "label",
  "svg",
  "path",
  "rect",
  "text",
  "circle",
  "line",
  "polyline",
  "polygon",
]);

const entities = { amp: "&", lt: "<", gt: ">", quot: '"', "#39": "'", nbsp: "\u00a0" };
const decode = (text) =>
  text
    .replace(/&#x([0-9a-f]+);/gi, (_, hex) => String.fromCodePoint(parseInt(hex, 16)))
    .replace(/&#(\d+);/g, (_, dec) => String.fromCodePoint(Number(dec)))
    .replace(/&([a-z0-9#]+);/gi, (whole, name) => entities[name] ?? whole);

/** Title, description and the body's text, with the words of alt, aria-label, title and placeholder. */
function pageText(rawHtml) {
  // React 18 can leak NUL bytes into streamed HTML (STACK.md); they are not copy.
  const html = rawHtml.replace(/\0/g, "");
  const title = /<title>([\s\S]*?)<\/title>/.exec(html)?.[1] ?? "";
  const description = /<meta name="description" content="([^"]*)"/.exec(html)?.[1] ?? "";
  const lang = /<html lang="([^"]+)"/.exec(html)?.[1] ?? "";
  const body = (/<body[^>]*>([\s\S]*)<\/body>/.exec(html)?.[1] ?? "")
    .replace(/<script\b[\s\S]*?<\/script>/gi, " ")
    .replace(/<style\b[\s\S]*?<\/style>/gi, " ")
    .replace(/<!--[\s\S]*?-->/g, "")
    // Inline elements join their text as the browser shows it; block elements start a new line.
    .replace(/<\/?([a-z0-9-]+)\b([^>]*)>/gi, (_, tag, attributes) => {
      const words = [...attributes.matchAll(/\b(alt|aria-label|title|placeholder)="([^"]*)"/g)].map(
        ([, name, value]) => ` [${name}: ${value}] `,
      );
      return (inline.has(tag.toLowerCase()) ? "" : "\n") + words.join("");
    });
  const lines = [`lang: ${lang}`, `title: ${decode(title)}`, `description: ${decode(description)}`, ""];
  // Normal spaces collapsed; no-break spaces kept (they are part of the copy).
  for (const line of decode(body).split("\n")) {
    const clean = line.replace(/[ \t\r]+/g, " ").trim();
    if (clean) lines.push(clean);
  }
  return lines.join("\n") + "\n";
}

const fileName = (p, theme) =>
  (p.replace(/^\//, "").replace(/[/?=&%]/g, "_") || "_home") + (theme ? `.${theme}` : "") + ".txt";

const site = await startBuiltSite({
  port,
  buildDir,
  dataDir,
  env: {
    SESSION_SECRET: "page-text-session-secret-that-is-long-enough-0123",
    FORM_RATE_LIMIT: "off",
    OUTBOX_INTERVAL_MS: "0",
  },
});

const cssSizes = new Map();
async function cssOf(html) {
  const hrefs = [...html.matchAll(/<link rel="stylesheet" href="([^"]+)"/g)].map((match) => match[1]);
  let raw = 0;
  let gzip = 0;
  for (const href of hrefs) {
    if (!cssSizes.has(href)) {
      const body = Buffer.from(await (await fetch(origin + href)).arrayBuffer());
      cssSizes.set(href, { raw: body.length, gzip: gzipSync(body).length });
    }
    raw += cssSizes.get(href).raw;
    gzip += cssSizes.get(href).gzip;
  }
  return { files: hrefs.length, raw, gzip };
}

try {
  rmSync(out, { recursive: true, force: true });
  mkdirSync(out, { recursive: true });
  const blog = await (await fetch(`${origin}/blog`)).text();
  const article = /href="(\/blog\/[a-z0-9-]+)"/.exec(blog)?.[1];
  const paths = [...pagePaths, ...statePaths, ...(article ? [article] : [])];
  const css = ["path\tstylesheets\tcss raw bytes\tcss gzip bytes"];
  for (const theme of [null, "dark"]) {
    for (const p of paths) {
      // An article counts a view on every load: read it once, in the first pass.
      if (theme && p === article) continue;
      const response = await fetch(origin + p, { headers: theme ? { cookie: `theme=${theme}` } : {} });
      const html = await response.text();
      writeFileSync(path.join(out, fileName(p, theme)), `status: ${response.status}\n${pageText(html)}`);
      if (!theme) {
        const { files, raw, gzip } = await cssOf(html);
        css.push(`${p}\t${files}\t${raw}\t${gzip}`);
      }
    }
  }
  writeFileSync(path.join(out, "css.tsv"), css.join("\n") + "\n");
  console.log(`${paths.length} paths in two themes written to ${out}`);
} finally {
  await site.stop();
}
