import type { ReactNode } from "react";
import { useTranslation } from "~/i18n/react";
import { ConsentBanner } from "~/components/consent/CookieConsent";
import { FlashToast } from "~/components/feedback/FlashToast";
import { usePageStrings } from "~/i18n/use-page-strings";
import { PageBreadcrumbs } from "./PageBreadcrumbs";
import { SiteFooter } from "./SiteFooter";
import { SiteHeader } from "./SiteHeader";

/** A route whose pages show their breadcrumbs (`export const handle = { breadcrumbs: true }`). */
export type { BreadcrumbsHandle } from "./PageBreadcrumbs";

/**
 * What every page shares: skip link, header, the forms' notice region, main landmark (breadcrumbs,
 * the page), footer (with the chat button) and the consent banner.
 */
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
      <FlashToast />
      <main id="main-content" tabIndex={-1}>
        <PageBreadcrumbs />
        {children}
      </main>
      <SiteFooter />
      <ConsentBanner />
    </>
  );
}
