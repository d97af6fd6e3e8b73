import type { LoaderFunctionArgs } from "@remix-run/node";
import { json } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { LegalDocument } from "~/components/legal/LegalDocument";
import { legalPages } from "~/content/legal";
import { formatDate } from "~/utils/format";
import { pageMeta } from "~/utils/meta";
import { keyedPageData } from "~/utils/page-data.server";

export { action, headers } from "~/forms/page-action.server";

export const loader = ({ request }: LoaderFunctionArgs) => {
  const data = keyedPageData(request, legalPages, { strings: ["legal"] });
  return json({ ...data, revisedText: formatDate(data.content.revised, data.lang) });
};

export const meta = pageMeta;

export default function LegalPage() {
  const { content, revisedText } = useLoaderData<typeof loader>();
  return <LegalDocument content={content} revisedText={revisedText} />;
}
