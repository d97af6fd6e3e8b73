import type { LoaderFunctionArgs } from "@remix-run/node";
import { json } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { Hero } from "~/components/ui/Section";
import { legalPages } from "~/content/legal";
import { pageMeta } from "~/utils/meta";
import { keyedPageData } from "~/utils/page-data";

export { action } from "~/forms/page-action.server";

export const loader = ({ request }: LoaderFunctionArgs) => json(keyedPageData(request, legalPages));

export const meta = pageMeta;

export default function LegalPage() {
  const { content } = useLoaderData<typeof loader>();
  return <Hero title={content.hero.title} lead={content.hero.lead} />;
}
