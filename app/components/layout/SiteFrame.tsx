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
 * What every page shares, in GOV.UK's order (issue 37, decision 217): a skip link to the main
 * content as the first stop of the keyboard, the header (menus, search, language), the main landmark
 * (breadcrumbs, the page), the forms' notice region, the footer (with the chat button) and the
 * consent banner. The document order is the order the eye sees, so focus never jumps.
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
      <main id="main-content" tabIndex={-1}>
        <PageBreadcrumbs />
        {children}
      </main>
      <FlashToast />
      <SiteFooter />
      <ConsentBanner />
    </>
  );
}
