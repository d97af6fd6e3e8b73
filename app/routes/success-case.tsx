import type { LoaderFunctionArgs } from "@remix-run/node";
import { json } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { CaseDetail } from "~/components/cases/CaseDetail";
import { caseLabels, successCases } from "~/content/success-cases";
import { formatDate } from "~/utils/format";
import { pageMeta } from "~/utils/meta";
import { keyedPageData } from "~/utils/page-data";

export { action } from "~/forms/page-action.server";

export const loader = ({ request }: LoaderFunctionArgs) => {
  const data = keyedPageData(request, successCases);
  return json({
    ...data,
    labels: caseLabels[data.lang],
    dateText: formatDate(data.content.facts.date, data.lang, "month"),
  });
};

export const meta = pageMeta;

export default function SuccessCasePage() {
  const { content, labels, dateText } = useLoaderData<typeof loader>();
  return <CaseDetail content={content} labels={labels} dateText={dateText} />;
}
