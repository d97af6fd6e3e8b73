import type { LoaderFunctionArgs } from "@remix-run/node";
import { redirect } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { BlogListing } from "~/components/blog/BlogListing";
import { NewsletterCta } from "~/components/blog/NewsletterCta";
import type { BlogPostView } from "~/components/blog/post-view";
import { Hero } from "~/components/ui/Section";
import { blogContent } from "~/content/blog";
import type { Lang } from "~/i18n/language";
import { getBackend } from "~/services/backend/index.server";
import { errorFields, log } from "~/services/logger.server";
import { pageNamespaces } from "~/i18n/resources/pages";
import { languageFromPath, languages } from "~/i18n/language";
import type { Chip } from "~/components/ui/ChipNav";
import { categoryChips, movedCategory } from "~/services/articles/blog-pages.server";
import { blogStrings, toPostView } from "~/services/post-view.server";
import { meta } from "~/utils/meta";
import { pageData } from "~/utils/page-data.server";
import { pagePath } from "~/utils/pages";

export { action, headers } from "~/forms/page-action.server";

/**
 * The chip selection from `?categoria=`: null (every category) when empty, absent or the "all"
 * chip's label in either language ("Todos", "All").
 */
function requestedCategory(url: URL): string | null {
  // Control characters (a NUL byte would make PostgreSQL reject the query) are never part of a category.
  const raw = url.searchParams.get("categoria") ?? "";
  const value = Array.from(raw)
    .filter((character) => character >= " " && character !== "\u007f")
    .join("")
    .trim()
    .slice(0, 80);
  const allLabels = languages.map((lang) => pageNamespaces.blog[lang].categories.all);
  return value && !allLabels.includes(value) ? value : null;
}

type BlogListing = { chips: Chip[]; featured: BlogPostView | null; posts: BlogPostView[]; failed: boolean };

async function loadListing(lang: Lang, category: string | null): Promise<BlogListing> {
  try {
    const [backend, t] = await Promise.all([getBackend(), blogStrings(lang)]);
    const [categories, featured, posts] = await Promise.all([
      backend.categories(lang),
      backend.featuredPost(lang),
      backend.listPosts({ lang, category }),
    ]);
    // The featured article belongs to one category: it shows with "all" and with its own.
    const showFeatured = featured && (category === null || featured.category === category);
    return {
      chips: categoryChips(categories, category, lang, t),
      featured: showFeatured ? toPostView(featured, lang, t) : null,
      posts: posts.map((post) => toPostView(post, lang, t)),
      failed: false,
    };
  } catch (error) {
    // Spec §8: a failed blog load is logged and the lists stay empty; never an error page.
    log.error("blog.load_failed", { lang, category, ...errorFields(error) });
    return { chips: [], featured: null, posts: [], failed: true };
  }
}

export async function loader(args: LoaderFunctionArgs) {
  const url = new URL(args.request.url);
  const category = requestedCategory(url);
  const lang = languageFromPath(url.pathname);
  // Topics have pages of their own (decision 185): the old filter address answers one 301 there; an
  // unknown value one 301 to the blog itself, a cheap answer instead of a render (decision 250).
  if (url.searchParams.has("categoria")) {
    throw redirect((category === null ? undefined : movedCategory(category, lang)) ?? pagePath("blog", lang), 301);
  }
  const page = pageData(args, blogContent, { strings: ["blog"] });
  const listing = await loadListing(page.lang, category);
  return { ...page, category, ...listing };
}

export { meta };

export default function BlogPage() {
  const { content, lang, category, chips, featured, posts, failed } = useLoaderData<typeof loader>();
  return (
    <>
      <Hero visual="blog" title={content.hero.title} lead={content.hero.lead} />
      <BlogListing
        blogPath={pagePath("blog", lang)}
        chips={chips}
        category={category}
        featured={featured}
        posts={posts}
        failed={failed}
      />
      <NewsletterCta copy={content.newsletter} />
    </>
  );
}
