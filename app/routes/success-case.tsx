import type { LinksFunction, LoaderFunctionArgs } from "@remix-run/node";
import { json } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { CaseDetail } from "~/components/cases/CaseDetail";
import { monthAndYear } from "~/components/legal/dates";
import { caseLabels, successCases } from "~/content/success-cases";
import casesStyles from "~/styles/cases.css";
import { pageMeta } from "~/utils/meta";
import { keyedPageData } from "~/utils/page-data";

export { action, headers } from "~/forms/page-action.server";

export const links: LinksFunction = () => [{ rel: "stylesheet", href: casesStyles }];

export const loader = ({ request }: LoaderFunctionArgs) => {
  const data = keyedPageData(request, successCases);
  return json({ ...data, labels: caseLabels[data.lang], dateText: monthAndYear(data.content.facts.date, data.lang) });
};

export const meta = pageMeta;

export default function SuccessCasePage() {
  const { content, labels, dateText } = useLoaderData<typeof loader>();
  return <CaseDetail content={content} labels={labels} dateText={dateText} />;
}
