import type { LoaderFunctionArgs } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { LegalDocument } from "~/components/legal/LegalDocument";
import { legalPages } from "~/content/legal";
import { formatDate } from "~/utils/format";
import { meta } from "~/utils/meta";
import { keyedPageData } from "~/utils/page-data.server";

export { action, headers } from "~/forms/page-action.server";

export const loader = (args: LoaderFunctionArgs) => {
  const data = keyedPageData(args, legalPages, { strings: ["legal"] });
  return { ...data, revisedText: formatDate(data.content.revised, data.lang) };
};

export { meta };

export default function LegalPage() {
  const { content, revisedText, key } = useLoaderData<typeof loader>();
  return <LegalDocument content={content} revisedText={revisedText} visual={key} />;
}
