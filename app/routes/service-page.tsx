import type { LoaderFunctionArgs } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { ServicePage, type ServiceSection } from "~/components/services/ServicePage";
import { servicePages } from "~/content/service-pages";
import { meta } from "~/utils/meta";
import { pageService } from "~/utils/structured-data";
import { keyedPageData, testimonialsFor } from "~/utils/page-data.server";
import { RelatedSection } from "~/components/blog/RelatedLinks";
import { relatedBlock } from "~/services/articles/related";
import type { BreadcrumbsHandle } from "~/components/layout/SiteFrame";

export { action, headers } from "~/forms/page-action.server";

export const handle = { breadcrumbs: true } satisfies BreadcrumbsHandle;

/** The four service pages (AI, robotics, marketing, software): one template, the content of the URL's page. */
export async function loader(args: LoaderFunctionArgs) {
  const page = keyedPageData(args, servicePages, { structured: pageService });
  // The clients' words are the company's files (decision 210); none given yet: no section (decision 245).
  const sections = page.content.sections.flatMap((section): ServiceSection[] => {
    if (section.kind !== "testimonials") return [section];
    const items = testimonialsFor(section.ids, page.lang);
    return items.length > 0 ? [{ ...section, items }] : [];
  });
  return {
    ...page,
    content: { ...page.content, sections },
    related: await relatedBlock(page.key, page.lang),
  };
}

/** Service, provided by the company: the page's name (its breadcrumb) and its hero's lead. */
export { meta };

export default function ServicePageRoute() {
  const { content, lang, key, related } = useLoaderData<typeof loader>();
  return (
    <>
      <ServicePage content={content} lang={lang} visual={key} />
      <RelatedSection {...related} />
    </>
  );
}
