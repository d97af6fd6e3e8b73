import { useEffect, type ComponentType, type ReactNode } from "react";
import { useTranslation } from "~/i18n/react";
import { useConsentBanner } from "~/components/consent/use-consent-banner";
import { FlashMessage } from "~/components/feedback/FlashMessage";
import { usePageStrings } from "~/i18n/use-page-strings";
import { onIntent } from "~/utils/intent";
import { ServerRendered, useLiveIslands, type LiveWidget } from "~/utils/server-rendered";

/** A route whose pages show their breadcrumbs (`export const handle = { breadcrumbs: true }`). */
export type { BreadcrumbsHandle } from "./PageBreadcrumbs";

/**
 * The client widgets of the server-rendered regions' live spots (`<LiveIn name>`, decision 105):
 * each loads its code when the visitor reaches for it (decisions 108, 144); a click made before the
 * code is in is replayed on the widget (utils/server-rendered.tsx), so the first click already does
 * its job.
 */
const liveWidgets: Record<string, LiveWidget> = {
  // The button with its dialog (DemoButtonLive.tsx says why together).
  "demo-button": {
    intent: () =>
      import("~/forms/demo-booking/DemoButtonLive").then(
        ({ DemoBookingButton }) =>
          function DemoButton({ children, variant }: { children?: unknown; variant?: unknown }) {
            return (
              <DemoBookingButton variant={variant === "secondary" ? "secondary" : "primary"}>
                {String(children)}
              </DemoBookingButton>
            );
          },
      ),
  },
  "theme-toggle": { intent: () => import("./HeaderTools").then((module) => module.ThemeToggle) },
  "cookie-settings": {
    intent: () =>
      import("~/components/consent/CookieSettingsLink").then(
        ({ CookieSettingsLink }) =>
          function CookieSettings({ className, href }: { className?: unknown; href?: unknown }) {
            return <CookieSettingsLink className={className ? String(className) : undefined} href={String(href)} />;
          },
      ),
  },
  // The header's searches: the server's GET form takes the typing until the code arrives (on intent).
  search: {
    intent: () =>
      import("~/components/search/ServiceSearch").then(
        ({ ServiceSearch }) =>
          function Search({ id, action }: { id?: unknown; action?: unknown }) {
            return <ServiceSearch id={String(id)} action={String(action)} />;
          },
      ),
  },
  newsletter: { intent: () => import("~/forms/newsletter/NewsletterForm").then((module) => module.NewsletterForm) },
  "demo-form": {
    intent: () =>
      import("~/forms/demo-booking/DemoBookingForm").then(
        (module) =>
          function DemoForm({ id }: { id?: unknown }) {
            return <module.DemoBookingForm id={String(id)} />;
          },
      ),
  },
};

/**
 * The header menus' keyboard and click-outside behaviour (header-disclosures.ts) loads when the
 * visitor reaches for the header (or has already opened or focused something in it).
 */
function useHeaderDisclosures() {
  useEffect(() => {
    const header = document.querySelector<HTMLElement>(".site-header");
    if (!header) return;
    let cleanup: (() => void) | undefined;
    let active = true;
    const stopListening = onIntent(
      header,
      () =>
        import("./header-disclosures").then((module) => {
          if (!active) return;
          cleanup = module.enhanceHeaderDisclosures();
          // Lets tests (which press keys faster than a visitor) wait until the menus answer them.
          header.dataset.menus = "live";
        }),
      { already: header.querySelector("details[open]") !== null },
    );
    return () => {
      active = false;
      stopListening();
      cleanup?.();
    };
  }, []);
}

/** The frame's server-rendered regions (frame.server.ts; all undefined in the browser). */
export type FrameRegions = {
  SiteHeader?: ComponentType;
  SiteFooter?: ComponentType;
  PageBreadcrumbs?: ComponentType;
  DemoBookingPanel?: ComponentType;
  ConsentBanner?: ComponentType;
  FlashToast?: ComponentType;
};

/**
 * What every page shares: skip link, header, main landmark, footer (with the chat button), consent.
 * The header, breadcrumbs, demo panel and footer are server-rendered regions: the root passes their
 * server-only components (undefined in the browser, where their markup stays as the server sent it).
 */
export function SiteFrame({ regions, children }: { regions: FrameRegions; children: ReactNode }) {
  const { SiteHeader, SiteFooter, PageBreadcrumbs, DemoBookingPanel, ConsentBanner, FlashToast } = regions;
  const { t } = useTranslation();
  // Before the page renders: the interface strings its loader sent.
  usePageStrings();
  const islands = useLiveIslands(liveWidgets);
  useHeaderDisclosures();
  const consentBanner = useConsentBanner();
  return (
    <>
      <a href="#main-content" className="skip-link">
        {t("skipToContent")}
      </a>
      <ServerRendered>{SiteHeader ? <SiteHeader /> : null}</ServerRendered>
      <FlashMessage Server={FlashToast} />
      <main id="main-content" tabIndex={-1}>
        <ServerRendered>{PageBreadcrumbs ? <PageBreadcrumbs /> : null}</ServerRendered>
        {children}
        <ServerRendered>{DemoBookingPanel ? <DemoBookingPanel /> : null}</ServerRendered>
      </main>
      <ServerRendered>{SiteFooter ? <SiteFooter /> : null}</ServerRendered>
      <ServerRendered>{ConsentBanner ? <ConsentBanner /> : null}</ServerRendered>
      {consentBanner}
      {islands}
    </>
  );
}
