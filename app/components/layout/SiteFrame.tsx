import type { ReactNode } from "react";
import { useTranslation } from "~/i18n/react";
import { CookieConsent } from "~/components/consent/CookieConsent";
import { FlashMessage } from "~/components/feedback/FlashMessage";
import { DemoBookingPanel } from "~/forms/demo-booking/DemoBookingPanel";
import { usePageStrings } from "~/i18n/use-page-strings";
import { SiteFooter } from "./SiteFooter";
import { SiteHeader } from "./SiteHeader";

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
        {children}
        <DemoBookingPanel />
      </main>
      <SiteFooter />
      <CookieConsent />
    </>
  );
}
