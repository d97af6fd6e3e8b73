import type { LoaderFunctionArgs } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { CaseDetail } from "~/components/cases/CaseDetail";
import { successCasePages } from "~/content/success-cases";
import { successCases, type SuccessCaseKey } from "~/content/facts/cases";
import { coverCrops } from "~/services/articles/covers.server";
import { meta } from "~/utils/meta";
import { keyedPageData } from "~/utils/page-data.server";
import { RelatedSection } from "~/components/blog/RelatedLinks";
import revisions from "~/page-revisions.json";
import { relatedBlock } from "~/services/articles/related";
import { pageKeyFromPath } from "~/utils/pages";
import { caseArticle } from "~/utils/structured-data";
import type { BreadcrumbsHandle } from "~/components/layout/SiteFrame";

export { action, headers } from "~/forms/page-action.server";

export const handle = { breadcrumbs: true } satisfies BreadcrumbsHandle;

/** A case as an Article about its client (decision 189), and its related services and articles. */
export async function loader(args: LoaderFunctionArgs) {
  const page = keyedPageData(args, successCasePages, {
    strings: ["cases"],
    structured: ({ content, origin, path, lang }) => [
      caseArticle(origin, lang, {
        path,
        headline: content.hero.title,
        description: content.meta.description,
        client: content.facts.client,
        published: successCases[pageKeyFromPath(path) as SuccessCaseKey].published,
        modified: revisions[pageKeyFromPath(path) ?? "cases"].revised,
        images: coverCrops(content.image.src),
      }),
    ],
  });
  return { ...page, related: await relatedBlock(page.key, page.lang) };
}

export { meta };

export default function SuccessCasePage() {
  const { content, related } = useLoaderData<typeof loader>();
  return (
    <>
      <CaseDetail content={content} />
      <RelatedSection {...related} />
    </>
  );
}
