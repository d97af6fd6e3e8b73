import { successCaseKeys, type SuccessCaseKey } from "~/content/facts/cases";
import { caseServices } from "~/content/facts/related";
import type { Lang } from "~/i18n/language";
import type { ServiceKey } from "~/i18n/resources/services";
import { getBackend } from "~/services/backend/index.server";
import { errorFields, log } from "~/services/logger.server";
import { pageName } from "~/services/seo/breadcrumbs.server";
import { blogStrings } from "~/services/post-view.server";
import { topics } from "~/content/facts/topics";
import { articlePath, pagePath, templatePath, type PageKey } from "~/utils/pages";
import type { RelatedGroup } from "~/components/blog/RelatedLinks";

/**
 * The related blocks (issue 31 item 3, decision 215): computed in loaders from data (an article's
 * `about`, content/facts/related.ts), never hand-written lists, and sent as plain links so that no
 * code reaches the browser. An article leads to the services and cases it is about; a service page
 * to its cases and the articles about it; a case to its services and the articles about either.
 * Not named `.server`, though it runs only in loaders: the browser build keeps an emptied `.server`
 * module as a script of its own on every page that imports it (112 B gzip), which put the service
 * pages over their 120 KB budget; unused in the browser, this module is left out whole.
 */
const isCase = (key: string): key is SuccessCaseKey => (successCaseKeys as string[]).includes(key);

/** How many articles a related block lists. */
const ARTICLE_LIMIT = 4;

type Labels = { articles: string; cases: string; services: string; topics: string };

function pageLinks(keys: PageKey[], lang: Lang) {
  return keys.map((key) => ({ href: pagePath(key, lang), label: pageName(key, lang) }));
}

async function articlesAbout(pages: string[], lang: Lang, except?: string) {
  try {
    const posts = await (await getBackend()).findPosts({ lang, about: pages });
    return posts
      .filter((post) => post.slug !== except)
      .slice(0, ARTICLE_LIMIT)
      .map((post) => ({ href: articlePath(post.slug, post.lang), label: post.title }));
  } catch (error) {
    // A related block is a help, not the page: without the database it is left out.
    log.error("related.articles_failed", { pages, ...errorFields(error) });
    return [];
  }
}

const group = (title: string, links: RelatedGroup["links"]): RelatedGroup[] => (links.length ? [{ title, links }] : []);

/**
 * Other articles for an article's reader (issue 37): those of its topic and those about the same
 * pages first (a relation that holds both ways), then the newest, so that no article is a dead end.
 */
async function articlesNear(post: { slug: string; category: string; about: string[] }, lang: Lang) {
  try {
    const backend = await getBackend();
    const [sameTopic, sameSubject, newest] = await Promise.all([
      backend.findPosts({ lang, category: post.category }),
      post.about.length ? backend.findPosts({ lang, about: post.about }) : Promise.resolve([]),
      backend.findPosts({ lang }),
    ]);
    const seen = new Set([post.slug]);
    return [...sameTopic, ...sameSubject, ...newest]
      .filter((other) => !seen.has(other.slug) && seen.add(other.slug))
      .slice(0, ARTICLE_LIMIT)
      .map((other) => ({ href: articlePath(other.slug, other.lang), label: other.title }));
  } catch (error) {
    log.error("related.articles_failed", { slug: post.slug, ...errorFields(error) });
    return [];
  }
}

/** An article: other articles, and the services and cases of its front matter's `about`. */
export async function relatedToArticle(
  post: { slug: string; category: string; about: string[] },
  lang: Lang,
  labels: Labels,
): Promise<RelatedGroup[]> {
  const keys = post.about as PageKey[];
  return [
    ...group(labels.articles, await articlesNear(post, lang)),
    ...group(
      labels.services,
      pageLinks(
        keys.filter((key) => !isCase(key)),
        lang,
      ),
    ),
    ...group(labels.cases, pageLinks(keys.filter(isCase), lang)),
  ];
}

/** The cases about any of these services (a topic's page lists the cases of its services). */
export function casesAbout(services: ServiceKey[], lang: Lang) {
  const cases = successCaseKeys.filter((caseKey) => caseServices[caseKey].some((key) => services.includes(key)));
  return pageLinks(cases, lang);
}

/** A service or Kit Digital page: the cases about it, the articles about it and the blog's topics about it. */
export async function relatedToService(key: ServiceKey, lang: Lang, labels: Labels): Promise<RelatedGroup[]> {
  return [
    ...group(labels.cases, casesAbout([key], lang)),
    ...group(labels.articles, await articlesAbout([key], lang)),
    ...group(labels.topics, topicLinks(key, lang)),
  ];
}

/** The blog's topics that name a service (content/facts/topics.ts), as links to their pages. */
function topicLinks(key: ServiceKey, lang: Lang) {
  return topics
    .filter((topic) => topic.services.includes(key))
    .map((topic) => ({
      href: templatePath("blog-topic", lang, { topic: topic[lang].slug }),
      label: topic[lang].name,
    }));
}

/** A case: its services, and the articles about it or its services. */
export async function relatedToCase(key: SuccessCaseKey, lang: Lang, labels: Labels): Promise<RelatedGroup[]> {
  const services = caseServices[key];
  return [
    ...group(labels.services, pageLinks(services, lang)),
    ...group(labels.articles, await articlesAbout([key, ...services], lang)),
  ];
}

/** The related block of a service, Kit Digital or case page, titled in the page's language. */
export async function relatedBlock(key: string, lang: Lang): Promise<{ title: string; groups: RelatedGroup[] }> {
  const t = await blogStrings(lang);
  const labels = {
    articles: t("related.articles"),
    cases: t("related.cases"),
    services: t("related.services"),
    topics: t("related.topics"),
  };
  const groups = isCase(key)
    ? await relatedToCase(key, lang, labels)
    : await relatedToService(key as ServiceKey, lang, labels);
  return { title: t("post.related"), groups };
}
