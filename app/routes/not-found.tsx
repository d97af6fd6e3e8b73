import { data, type LoaderFunctionArgs } from "@remix-run/node";
import { NotFoundPage } from "~/components/layout/ErrorPages";
import { log } from "~/services/logger.server";
import { permanentRedirect } from "~/services/seo/addresses.server";
import { notFoundHead } from "~/services/seo/meta.server";
import { meta } from "~/utils/meta";

export { action, headers } from "~/forms/page-action.server";

/** Any path outside the route table: a 404 page in the path's language, logged once. */
export function loader(args: LoaderFunctionArgs) {
  const { request } = args;
  const url = new URL(request.url);
  // An address of an earlier release: the root loader answers the 301; loaders run side by side,
  // so this one must not log it as missing.
  const moved = permanentRedirect(request);
  if (moved) throw moved;
  log.warn("not_found", { path: url.pathname, referer: request.headers.get("referer") ?? undefined });
  return data({ notFound: true, seo: notFoundHead(args) }, { status: 404 });
}

export { meta };

export default NotFoundPage;
