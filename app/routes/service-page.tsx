import type { LoaderFunctionArgs } from "@remix-run/node";
import { json } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { ServicePage } from "~/components/services/ServicePage";
import { servicePages } from "~/content/service-pages";
import { pageMeta } from "~/utils/meta";
import { keyedPageData } from "~/utils/page-data.server";

export { action, headers } from "~/forms/page-action.server";

/** The four service pages (AI, robotics, marketing, software): one template, the content of the URL's page. */
export const loader = ({ request }: LoaderFunctionArgs) => json(keyedPageData(request, servicePages));

export const meta = pageMeta;

export default function ServicePageRoute() {
  const { content, lang } = useLoaderData<typeof loader>();
  return <ServicePage content={content} lang={lang} />;
}
