import type { LinksFunction, LoaderFunctionArgs } from "@remix-run/node";
import { json } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { longDate } from "~/components/legal/dates";
import { LegalDocument } from "~/components/legal/LegalDocument";
import { legalLabels, legalPages } from "~/content/legal";
import contentStyles from "~/styles/content-pages.css";
import { pageMeta } from "~/utils/meta";
import { keyedPageData } from "~/utils/page-data";

export { action, headers } from "~/forms/page-action.server";

export const links: LinksFunction = () => [{ rel: "stylesheet", href: contentStyles }];

export const loader = ({ request }: LoaderFunctionArgs) => {
  const data = keyedPageData(request, legalPages);
  return json({ ...data, labels: legalLabels[data.lang], revisedText: longDate(data.content.revised, data.lang) });
};

export const meta = pageMeta;

export default function LegalPage() {
  const { content, labels, revisedText } = useLoaderData<typeof loader>();
  return <LegalDocument content={content} labels={labels} revisedText={revisedText} />;
}
