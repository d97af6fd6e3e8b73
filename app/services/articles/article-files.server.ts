import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import matter from "gray-matter";
import YAML from "yaml";
import { z } from "zod";
import { bylineOf, COMPANY_AUTHOR } from "~/services/content/people.server";
import { topicByKey, topicKeys } from "~/content/facts/topics";
import { languages, type Lang } from "~/i18n/language";
import { pageKeys, type PageKey } from "~/utils/pages";

/**
 * The blog's articles as files (decision 185): `app/content/articles/<lang>/<slug>.md`, Markdown with
 * front matter. The folder gives the language and the file name the slug (the article's address);
 * the front matter is checked by the schema below, and a file that breaks it stops start-up with
 * the file and the field named. Read time is computed from the text. The site upserts the files
 * into the specification's blog_posts table at start-up (article-sync.server.ts).
 */
export const ARTICLES_DIR = "app/content/articles";

const SLUG = /^[a-z0-9]+(-[a-z0-9]+)*$/;
/** Words read per minute: the usual figure for on-screen reading of non-fiction. */
const WORDS_PER_MINUTE = 200;

const relatedPages = pageKeys.filter((key) => /^(service|kit|case)-|^kit-digital$/.test(key)) as [
  PageKey,
  ...PageKey[],
];

const frontMatter = z.strictObject({
  title: z.string().trim().min(1).max(200),
  excerpt: z.string().trim().min(1).max(500),
  /** A topic key (content/facts/topics.ts). */
  category: z.enum(topicKeys),
  /**
   * Who signs it: `company` (the company, until it names real authors), or the key of a person of
   * app/content/company/people/ whom the company has named.
   */
  author: z
    .string()
    .refine(
      (key) => bylineOf(key) !== undefined,
      `"${COMPANY_AUTHOR}", or a person of app/content/company/people/ with a name`,
    ),
  /** When it is (or was) published: an ISO 8601 date and time with its zone, 2026-10-28T09:00:00+01:00. */
  date: z.iso.datetime({ offset: true, local: false }),
  /** A picture under public/ (its 16:9, 4:3 and 1:1 crops are made by the build); none: the fallback. */
  cover: z
    .string()
    .regex(/^\/images\/[a-z0-9/_.-]+\.(svg|png|jpe?g|webp)$/, "a path under /images/")
    .optional(),
  featured: z.boolean().default(false),
  published: z.boolean().default(false),
  /** A translation names the slug of its original (in the other language); an original names nothing. */
  translationOf: z.string().regex(SLUG).optional(),
  /** The services, Kit Digital solutions and success cases it is about (route-table page keys). */
  about: z.array(z.enum(relatedPages)).default([]),
});

export type ArticleFile = {
  file: string;
  slug: string;
  lang: Lang;
  title: string;
  excerpt: string;
  category: string;
  author: string;
  /** The front matter's date and time, as written (with its zone). */
  publishedAt: string;
  /** Its day, as the writer wrote it (blog_posts.published_date). */
  publishedDate: string;
  readTime: number;
  imageUrl: string | null;
  featured: boolean;
  published: boolean;
  translationKey: string;
  about: PageKey[];
  body: string;
};

/** A file that is not a valid article: the message names the file and the field. */
export class ArticleFileError extends Error {
  constructor(file: string, problems: string[]) {
    super(`Article ${file} is not valid:\n${problems.map((problem) => `  - ${problem}`).join("\n")}`);
    this.name = "ArticleFileError";
  }
}

/** Minutes to read a Markdown text (at least one). */
export function readingMinutes(markdown: string): number {
  const words = markdown.match(/[\p{L}\p{N}][\p{L}\p{N}'’-]*/gu)?.length ?? 0;
  return Math.max(1, Math.ceil(words / WORDS_PER_MINUTE));
}

/** One article file's text, checked: its fields as blog_posts stores them. */
export function parseArticle(file: string, lang: Lang, text: string): ArticleFile {
  const slug = path.basename(file, ".md");
  const problems: string[] = [];
  if (!SLUG.test(slug) || slug.length > 160) problems.push("file name: lower-case words joined by hyphens (the slug)");
  let parsed: matter.GrayMatterFile<string>;
  try {
    // YAML 1.2 (the `yaml` package): a date stays the text written, zone and all.
    parsed = matter(text, { engines: { yaml: (source) => YAML.parse(source) as object } });
  } catch (error) {
    throw new ArticleFileError(file, [`front matter: ${error instanceof Error ? error.message : String(error)}`]);
  }
  const result = frontMatter.safeParse(parsed.data);
  if (!result.success) {
    for (const issue of result.error.issues)
      problems.push(`${issue.path.join(".") || "front matter"}: ${issue.message}`);
  }
  const body = parsed.content.trim();
  if (!body) problems.push("body: the article has no text");
  if (problems.length > 0 || !result.success) throw new ArticleFileError(file, problems);
  const data = result.data;
  return {
    file,
    slug,
    lang,
    title: data.title,
    excerpt: data.excerpt,
    category: topicByKey(data.category)![lang].name,
    author: bylineOf(data.author)!,
    publishedAt: data.date,
    publishedDate: data.date.slice(0, 10),
    readTime: readingMinutes(body),
    imageUrl: data.cover ?? null,
    featured: data.featured,
    published: data.published,
    translationKey: data.translationOf ?? slug,
    about: data.about,
    body,
  };
}

/** What only the whole set can tell: one slug per address, one version per language of an article. */
function checkTogether(articles: ArticleFile[]): void {
  const bySlug = new Map<string, ArticleFile>();
  const byKey = new Map<string, ArticleFile>();
  for (const article of articles) {
    const sameSlug = bySlug.get(article.slug);
    if (sameSlug) throw new ArticleFileError(article.file, [`slug: ${sameSlug.file} has the same file name`]);
    bySlug.set(article.slug, article);
    const versionKey = `${article.translationKey}:${article.lang}`;
    const sameVersion = byKey.get(versionKey);
    if (sameVersion) {
      throw new ArticleFileError(article.file, [
        `translationOf: ${sameVersion.file} is already that article in this language`,
      ]);
    }
    byKey.set(versionKey, article);
  }
  for (const article of articles) {
    if (article.translationKey === article.slug) continue;
    const original = bySlug.get(article.translationKey);
    if (!original || original.lang === article.lang || original.translationKey !== original.slug) {
      throw new ArticleFileError(article.file, [
        `translationOf: "${article.translationKey}" is not an original article in the other language`,
      ]);
    }
  }
}

/** Every article file of the folder (default: the repository's), checked one by one and together. */
export function readArticleFiles(directory = path.resolve(ARTICLES_DIR)): ArticleFile[] {
  const articles: ArticleFile[] = [];
  for (const lang of languages) {
    const folder = path.join(directory, lang);
    let names: string[];
    try {
      names = readdirSync(folder).filter((name) => name.endsWith(".md"));
    } catch {
      continue;
    }
    for (const name of names.sort()) {
      const file = path.join(folder, name);
      articles.push(parseArticle(path.relative(process.cwd(), file), lang, readFileSync(file, "utf8")));
    }
  }
  checkTogether(articles);
  return articles;
}
