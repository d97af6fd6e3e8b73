/**
 * Build step (after `remix build`): renders every social card into <BUILD_DIR>/client/build/social/
 * (served by server.js under /build/ with immutable caching) plus manifest.json (card id + lang ->
 * url, width, height, alt). Pages take their title from scripts/seo/page-sources.ts; articles from
 * their files (app/content/articles; a row written only in the database uses the blog's card);
 * topics, authors and vacancies from their facts. Rendered cards are kept in .cache/social-cards by file name (the name is a hash of
 * what is drawn), so a rebuild renders only what changed.
 */
import { createHash } from "node:crypto";
import { copyFileSync, existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import { Resvg } from "@resvg/resvg-js";
import satori from "satori";
import { languages, type Lang } from "~/i18n/language";
import { topics } from "~/content/facts/topics";
import { blog } from "~/i18n/resources/blog";
import { common } from "~/i18n/resources/common";
import { readArticleFiles } from "~/services/articles/article-files.server";
import { people, personWithPage } from "~/services/content/people.server";
import { vacancies } from "~/services/content/vacancies.server";
import { pageKeys } from "~/utils/pages";
import {
  articleCard,
  articleSection,
  authorCard,
  jobTitle,
  topicCard,
  vacancyCard,
  pageCard,
  pageSection,
  SOCIAL_CARD_DIR,
  SOCIAL_CARD_SIZE,
  SOCIAL_CARD_TEMPLATE,
  type SocialCard,
  type SocialCardInput,
} from "~/utils/social-card";
import { pageTitle } from "./page-sources";
import { SocialCardTemplate } from "./social-card-template";

const require = createRequire(import.meta.url);
const TEMPLATE_FILE = "scripts/seo/social-card-template.tsx";
const CACHE = ".cache/social-cards";
const fontFile = (subset: string, weight: number) =>
  require.resolve(`@fontsource/inter/files/inter-${subset}-${weight}-normal.woff`);
/** Inter, regular and bold; latin covers Spanish, latin-ext the rest of Europe's letters. */
const FONT_FILES = ["latin", "latin-ext"].flatMap((subset) =>
  [400, 700].map((weight) => ({ weight: weight as 400 | 700, file: fontFile(subset, weight) })),
);

const packageVersion = (name: string) =>
  (JSON.parse(readFileSync(require.resolve(`${name}/package.json`), "utf8")) as { version: string }).version;

/** Everything that decides how a card looks besides its text. */
export function templateFingerprint(): string {
  const hash = createHash("sha256").update(readFileSync(TEMPLATE_FILE)).update(readFileSync("public/favicon.svg"));
  for (const { file } of FONT_FILES) hash.update(readFileSync(file));
  hash.update(`satori@${packageVersion("satori")} resvg@${packageVersion("@resvg/resvg-js")}`);
  return hash.digest("hex").slice(0, 12);
}

/** A topic page's title, as its loader writes it ("Artículos de X"). */
/** A topic's and an author's page title, as their loaders write it (the blog's strings). */
const topicTitle = (lang: Lang, topic: string) => blog[lang].topic.title.replace("{{topic}}", topic);
const authorTitle = (lang: Lang, name: string) => blog[lang].author.title.replace("{{name}}", name);

type Job = { card: SocialCard; input: SocialCardInput; key: string };

export async function collectJobs(): Promise<Job[]> {
  const jobs: Job[] = [];
  for (const key of pageKeys) {
    for (const lang of languages) {
      const title = pageTitle(key, lang);
      jobs.push({
        key: `${key}:${lang}`,
        card: pageCard(key, lang, title),
        input: { id: key, lang, title, section: pageSection(key, lang) },
      });
    }
  }
  const articles = readArticleFiles().filter((article) => article.published);
  const extra = [
    ...topics.flatMap((topic) =>
      languages.map((lang) => ({
        card: topicCard(topic.key, lang, topicTitle(lang, topic[lang].name)),
        id: `topic-${topic.key}`,
        lang,
        title: topicTitle(lang, topic[lang].name),
        section: common[lang].nav.blog,
      })),
    ),
    // Only the people with an author page (decision 213).
    ...people().flatMap((candidate) => {
      const person = personWithPage(candidate.key);
      if (!person) return [];
      return languages
        .filter((lang) => articles.some((article) => article.lang === lang && article.author === person.name))
        .map((lang) => ({
          card: authorCard(person.key, lang, authorTitle(lang, person.name)),
          id: `author-${person.key}`,
          lang,
          title: authorTitle(lang, person.name),
          section: common[lang].nav.blog,
        }));
    }),
    ...languages.flatMap((lang) =>
      vacancies().map((vacancy) => ({
        card: vacancyCard(vacancy.id, lang, jobTitle(lang, vacancy[lang].title)),
        id: `vacancy-${vacancy.id}`,
        lang,
        title: jobTitle(lang, vacancy[lang].title),
        section: common[lang].footer.careers,
      })),
    ),
  ];
  for (const { card, id, lang, title, section } of extra) {
    jobs.push({ key: `${id}:${lang}`, card, input: { id, lang, title, section } });
  }
  for (const post of articles) {
    jobs.push({
      key: `article-${post.slug}:${post.lang}`,
      card: articleCard(post.slug, post.lang, post.title, post.category),
      input: {
        id: `article-${post.slug}`,
        lang: post.lang,
        title: post.title,
        section: articleSection(post.category, post.lang),
      },
    });
  }
  return jobs;
}

export async function renderCard(input: SocialCardInput): Promise<Buffer> {
  const mark = `data:image/svg+xml;base64,${readFileSync("public/favicon.svg").toString("base64")}`;
  const svg = await satori(<SocialCardTemplate card={input} mark={mark} />, {
    ...SOCIAL_CARD_SIZE,
    fonts: FONT_FILES.map(({ weight, file }) => ({ name: "Inter", data: readFileSync(file), weight, style: "normal" })),
  });
  return new Resvg(svg, { fitTo: { mode: "width", value: SOCIAL_CARD_SIZE.width }, font: { loadSystemFonts: false } })
    .render()
    .asPng();
}

export async function main() {
  const fingerprint = templateFingerprint();
  if (fingerprint !== SOCIAL_CARD_TEMPLATE) {
    console.error(
      `The social card design changed: set SOCIAL_CARD_TEMPLATE = "${fingerprint}" in app/utils/social-card.ts ` +
        "(every card gets a new URL, so no cache keeps the old design).",
    );
    process.exit(1);
  }
  const started = Date.now();
  const outDir = path.join(path.resolve(process.env.BUILD_DIR ?? "build", "client"), SOCIAL_CARD_DIR);
  mkdirSync(outDir, { recursive: true });
  mkdirSync(CACHE, { recursive: true });
  const jobs = await collectJobs();
  let rendered = 0;
  for (const { card, input } of jobs) {
    const name = path.basename(card.url);
    const cached = path.join(CACHE, name);
    if (!existsSync(cached)) {
      writeFileSync(cached, await renderCard(input));
      rendered += 1;
    }
    copyFileSync(cached, path.join(outDir, name));
  }
  const manifest = Object.fromEntries(jobs.map(({ key, card }) => [key, card]));
  writeFileSync(path.join(outDir, "manifest.json"), `${JSON.stringify(manifest, null, 2)}\n`);
  // Cards of old titles are useless in the cache once nothing names them.
  const current = new Set(jobs.map(({ card }) => path.basename(card.url)));
  const stale = readdirSync(CACHE).filter((file) => file.endsWith(".png") && !current.has(file));
  for (const file of stale) rmSync(path.join(CACHE, file), { force: true });
  console.log(
    `Social cards: ${jobs.length} in ${path.relative(".", outDir)} (${rendered} rendered, ${jobs.length - rendered} from cache) in ${Date.now() - started} ms.`,
  );
}
