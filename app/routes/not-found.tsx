import type { LoaderFunctionArgs, MetaArgs } from "@remix-run/node";
import { json, redirect } from "@remix-run/node";
import { NotFoundPage } from "~/components/layout/ErrorPages";
import { log } from "~/services/logger.server";
import { legacyRedirectTarget } from "~/utils/legacy-redirects";
import { notFoundMeta, rootOrigin } from "~/utils/meta";

export { action, headers } from "~/forms/page-action.server";

/** Any path outside the route table: a 404 page in the path's language, logged once. */
export function loader({ request }: LoaderFunctionArgs) {
  const url = new URL(request.url);
  const target = legacyRedirectTarget(url.pathname);
  if (target) throw redirect(target + url.search, 301);
  log.warn("not_found", { path: url.pathname, referer: request.headers.get("referer") ?? undefined });
  return json({ notFound: true }, { status: 404 });
}

export function meta({ location, matches }: MetaArgs) {
  return notFoundMeta(location.pathname, rootOrigin(matches));
}

export default NotFoundPage;
