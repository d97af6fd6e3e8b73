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
 * What every page shares: a link to the menu, the main landmark (breadcrumbs, the page), the header,
 * the forms' notice region, the footer (with the chat button) and the consent banner. The page comes
 * first in the document, so a text browser, a screen reader's reading order and a keyboard reach it
 * before the navigation and search every page repeats; CSS draws the header on top (base.css,
 * decision 188). The first link leads to the menu for those who want it first.
 */
export function SiteFrame({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  // Before the page renders: the interface strings its loader sent.
  usePageStrings();
  return (
    <>
      <a href="#site-header" className="skip-link">
        {t("skipToNavigation")}
      </a>
      <main id="main-content" tabIndex={-1}>
        <PageBreadcrumbs />
        {children}
      </main>
      <SiteHeader />
      <FlashToast />
      <SiteFooter />
      <ConsentBanner />
    </>
  );
}
