import type { ReactNode } from "react";
import { useMatches } from "@remix-run/react";
import { useTranslation } from "~/i18n/react";
import { CookieConsent } from "~/components/consent/CookieConsent";
import { FlashMessage } from "~/components/feedback/FlashMessage";
import { DemoBookingPanel } from "~/forms/demo-booking/DemoBookingPanel";
import { usePageStrings } from "~/i18n/use-page-strings";
import { Breadcrumbs, type BreadcrumbItem } from "~/components/ui/Breadcrumbs";
import { SiteFooter } from "./SiteFooter";
import { SiteHeader } from "./SiteHeader";

/**
 * A route whose pages show their breadcrumbs (`export const handle = { breadcrumbs: true }`): the
 * trail is its loader's `breadcrumbs` (pageData), the one its structured data also reads.
 */
export type BreadcrumbsHandle = { breadcrumbs?: boolean };

function PageBreadcrumbs() {
  const { t } = useTranslation();
  const page = useMatches().at(-1);
  if (!(page?.handle as BreadcrumbsHandle | undefined)?.breadcrumbs) return null;
  const items = (page?.data as { breadcrumbs?: BreadcrumbItem[] } | undefined)?.breadcrumbs;
  return items && items.length > 1 ? <Breadcrumbs label={t("breadcrumbs")} items={items} /> : null;
}

/** What every page shares: skip link, header, main landmark, footer (with the chat button), consent. */
export function SiteFrame({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  // Before the page renders: the interface strings its loader sent.
  usePageStrings();
  return (
    <>
      <a href="#main-content" className="skip-link">
        {t("skipToContent")}
      </a>
      <SiteHeader />
      <FlashMessage />
      <main id="main-content" tabIndex={-1}>
        <PageBreadcrumbs />
        {children}
        <DemoBookingPanel />
      </main>
      <SiteFooter />
      <CookieConsent />
    </>
  );
}
