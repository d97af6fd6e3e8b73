import path from "node:path";
import { z } from "zod";
import { bylineOf, COMPANY_AUTHOR } from "~/services/content/people.server";
import { topicByKey, topicKeys } from "~/content/facts/topics";
import { languages, type Lang } from "~/i18n/language";
import { pageKeys, type PageKey } from "~/utils/pages";
import {
  asProblem,
  checkContent,
  ContentFileError,
  parseFrontMatter,
  readContentFolder,
  type ContentLoad,
  type ContentProblem,
} from "../content-files.server";

/**
 * The blog's articles as files (decision 185): `app/content/articles/<lang>/<slug>.md`, Markdown with
 * front matter. The folder gives the language and the file name the slug (the article's address);
 * the front matter (YAML only, within the size cap: content-files.server.ts, decision 200) is checked
 * by the schema below, and a file that breaks it is left out with the file and the field named (the
 * rest of the site starts; the suite and the launch check fail on it). Read time is computed from the text. The site upserts the files
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
export class ArticleFileError extends ContentFileError {
  constructor(file: string, problems: string[]) {
    super(file, problems, "Article");
    this.name = "ArticleFileError";
  }
}

/**
 * The words a reader reads in a Markdown text: a link's address is not read, so link targets and
 * bare addresses are left out (a sources list would otherwise count "https", "www", "boe", "es"…).
 */
export function articleWords(markdown: string): number {
  const read = markdown.replace(/\]\([^)\s]*\)/g, "]").replace(/https?:\/\/\S+/g, "");
  return read.match(/[\p{L}\p{N}][\p{L}\p{N}'’-]*/gu)?.length ?? 0;
}

/** Minutes to read a Markdown text (at least one). */
export function readingMinutes(markdown: string): number {
  return Math.max(1, Math.ceil(articleWords(markdown) / WORDS_PER_MINUTE));
}

/** One article file's text, checked: its fields as blog_posts stores them. */
export function parseArticle(file: string, lang: Lang, text: string): ArticleFile {
  const slug = path.basename(file, ".md");
  const problems: string[] = [];
  if (!SLUG.test(slug) || slug.length > 160) problems.push("file name: lower-case words joined by hyphens (the slug)");
  let parsed: { data: unknown; body: string };
  try {
    parsed = parseFrontMatter(file, text);
  } catch (error) {
    throw new ArticleFileError(file, asProblem(file, error).problems);
  }
  let data: z.output<typeof frontMatter> | undefined;
  try {
    data = checkContent(file, parsed.data, frontMatter, "front matter");
  } catch (error) {
    problems.push(...asProblem(file, error).problems);
  }
  const body = parsed.body.trim();
  if (!body) problems.push("body: the article has no text");
  if (problems.length > 0 || !data) throw new ArticleFileError(file, problems);
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

/**
 * What only the whole set can tell: one slug per address, one version per language of an article, a
 * translation names an original. The later file of a clash (by language, then name) is left out.
 */
function checkTogether(articles: ArticleFile[]): ContentLoad<ArticleFile> {
  const problems: ContentProblem[] = [];
  const bySlug = new Map<string, ArticleFile>();
  const byKey = new Map<string, ArticleFile>();
  const kept: ArticleFile[] = [];
  for (const article of articles) {
    const sameSlug = bySlug.get(article.slug);
    const versionKey = `${article.translationKey}:${article.lang}`;
    const sameVersion = byKey.get(versionKey);
    if (sameSlug) {
      problems.push({ file: article.file, problems: [`slug: ${sameSlug.file} has the same file name`] });
    } else if (sameVersion) {
      problems.push({
        file: article.file,
        problems: [`translationOf: ${sameVersion.file} is already that article in this language`],
      });
    } else {
      bySlug.set(article.slug, article);
      byKey.set(versionKey, article);
      kept.push(article);
    }
  }
  const items = kept.filter((article) => {
    if (article.translationKey === article.slug) return true;
    const original = bySlug.get(article.translationKey);
    if (original && original.lang !== article.lang && original.translationKey === original.slug) return true;
    problems.push({
      file: article.file,
      problems: [`translationOf: "${article.translationKey}" is not an original article in the other language`],
    });
    return false;
  });
  return { items, problems };
}

/**
 * Every article file of the folder (default: the repository's), checked one by one and together:
 * the valid articles, and each refused file with its problems (the caller logs them).
 */
export function loadArticleFiles(directory = path.resolve(ARTICLES_DIR)): ContentLoad<ArticleFile> {
  const articles: ArticleFile[] = [];
  const problems: ContentProblem[] = [];
  for (const lang of languages) {
    const folder = readContentFolder(path.join(directory, lang), (file, text) => parseArticle(file, lang, text));
    articles.push(...folder.items);
    problems.push(...folder.problems);
  }
  const together = checkTogether(articles);
  return { items: together.items, problems: [...problems, ...together.problems] };
}

/** The valid articles of the folder (a refused file is left out: see loadArticleFiles). */
export function readArticleFiles(directory?: string): ArticleFile[] {
  return loadArticleFiles(directory).items;
}
