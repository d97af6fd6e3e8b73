import { useMatches } from "@remix-run/react";
import { useTranslation } from "~/i18n/react";
import { Breadcrumbs, type BreadcrumbItem } from "~/components/ui/Breadcrumbs";

/**
 * A route whose pages show their breadcrumbs (`export const handle = { breadcrumbs: true }`): the
 * trail is its loader's `breadcrumbs` (pageData), the one its structured data also reads.
 */
export type BreadcrumbsHandle = { breadcrumbs?: boolean };

export function PageBreadcrumbs() {
  const { t } = useTranslation();
  const page = useMatches().at(-1);
  if (!(page?.handle as BreadcrumbsHandle | undefined)?.breadcrumbs) return null;
  const items = (page?.data as { breadcrumbs?: BreadcrumbItem[] } | undefined)?.breadcrumbs;
  return items && items.length > 1 ? <Breadcrumbs label={t("breadcrumbs")} items={items} /> : null;
}
