import { successCaseKeys, type SuccessCaseKey } from "~/content/facts/cases";
import { caseServices } from "~/content/facts/related";
import type { Lang } from "~/i18n/language";
import type { ServiceKey } from "~/i18n/resources/services";
import { getBackend } from "~/services/backend/index.server";
import { errorFields, log } from "~/services/logger.server";
import { pageName } from "~/services/seo/breadcrumbs.server";
import { blogStrings } from "~/services/post-view.server";
import { articlePath, pagePath, type PageKey } from "~/utils/pages";
import type { RelatedGroup } from "~/components/blog/RelatedLinks";

/**
 * The related blocks (issue 31 item 3, decision 188): computed in loaders from data (an article's
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

type Labels = { articles: string; cases: string; services: string };

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

/** An article: the services and cases of its front matter's `about`. */
export function relatedToArticle(about: string[], lang: Lang, labels: Labels): RelatedGroup[] {
  const keys = about as PageKey[];
  return [
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

/** A service or Kit Digital page: the cases about it, and the articles about it. */
export async function relatedToService(key: ServiceKey, lang: Lang, labels: Labels): Promise<RelatedGroup[]> {
  const cases = successCaseKeys.filter((caseKey) => caseServices[caseKey].includes(key));
  return [...group(labels.cases, pageLinks(cases, lang)), ...group(labels.articles, await articlesAbout([key], lang))];
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
  const labels = { articles: t("related.articles"), cases: t("related.cases"), services: t("related.services") };
  const groups = isCase(key)
    ? await relatedToCase(key, lang, labels)
    : await relatedToService(key as ServiceKey, lang, labels);
  return { title: t("post.related"), groups };
}
