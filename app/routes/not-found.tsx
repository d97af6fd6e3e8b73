import type { LoaderFunctionArgs, MetaArgs } from "@remix-run/node";
import { json, redirect } from "@remix-run/node";
import { NotFoundPage } from "~/components/layout/ErrorPages";
import { common } from "~/i18n/resources/common";
import { languageFromPath } from "~/i18n/language";
import { log } from "~/services/logger.server";
import { legacyRedirectTarget } from "~/utils/legacy-redirects";
import { rootOrigin, seoMeta } from "~/utils/meta";

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
  const strings = common[languageFromPath(location.pathname)].notFound;
  return seoMeta({
    meta: { title: strings.title, description: strings.description },
    origin: rootOrigin(matches),
    pathname: location.pathname,
    noindex: true,
  });
}

export default NotFoundPage;
