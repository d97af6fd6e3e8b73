import type { LoaderFunctionArgs } from "@remix-run/node";
import { json } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { Hero } from "~/components/ui/Section";
import { blogContent } from "~/content/blog";
import { pageMeta } from "~/utils/meta";
import { pageData } from "~/utils/page-data";

export { action } from "~/forms/page-action.server";

export const loader = ({ request }: LoaderFunctionArgs) => json(pageData(request, blogContent));

export const meta = pageMeta;

export default function BlogPage() {
  const { content } = useLoaderData<typeof loader>();
  return <Hero title={content.hero.title} lead={content.hero.lead} />;
}
