import type { LoaderFunctionArgs } from "@remix-run/node";
import { json } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { CaseDetail } from "~/components/cases/CaseDetail";
import { successCasePages } from "~/content/success-cases";
import { meta } from "~/utils/meta";
import { keyedPageData } from "~/utils/page-data.server";
import type { BreadcrumbsHandle } from "~/components/layout/SiteFrame";

export { action, headers } from "~/forms/page-action.server";

export const handle = { breadcrumbs: true } satisfies BreadcrumbsHandle;

export const loader = (args: LoaderFunctionArgs) => json(keyedPageData(args, successCasePages, { strings: ["cases"] }));

export { meta };

export default function SuccessCasePage() {
  const { content } = useLoaderData<typeof loader>();
  return <CaseDetail content={content} />;
}
