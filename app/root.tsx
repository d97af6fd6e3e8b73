import type { ShouldRevalidateFunction } from "@remix-run/react";
import { isRouteErrorResponse, Links, Meta, Outlet, useLocation, useRouteError } from "@remix-run/react";
import { lazy, Suspense, useEffect, type ReactNode } from "react";
// Stylesheets: tokens and base first, then every component's own .css (imported beside it); the
// compiler joins them into one file (decision 060).
import "~/styles/fonts.css";
import "~/styles/tokens.css";
import "~/styles/base.css";
import "~/forms/forms.css";
// Every other component's stylesheet, imported here too: components drawn only on the server
// (server-rendered regions, *.server modules; decision 105) are not in the browser build, so their
// own `import "./x.css"` would not reach the CSS bundle. tests/unit/shell/styles.test.ts checks the list.
import "~/components/ui/back-link.css";
import "~/components/ui/bento.css";
import "~/components/ui/breadcrumbs.css";
import "~/components/ui/card.css";
import "~/components/ui/chip-nav.css";
import "~/components/ui/cta-band.css";
import "~/components/ui/feature-rows.css";
import "~/components/ui/hero-visual.css";
import "~/components/ui/icon.css";
import "~/components/ui/lists.css";
import "~/components/ui/offer-list.css";
import "~/components/ui/quote.css";
import "~/components/ui/section.css";
import "~/components/ui/stat.css";
import "~/components/ui/steps.css";
import "~/components/ui/table.css";
import "~/components/ui/value-bars.css";
import "~/components/blog/blog-article.css";
import "~/components/blog/blog-listing.css";
import "~/components/blog/blog-post-card.css";
import "~/components/careers/vacancy-list.css";
import "~/components/cases/case-card.css";
import "~/components/cases/case-detail.css";
import "~/components/cases/case-list.css";
import "~/components/consent/consent.css";
import "~/components/faq/faq.css";
import "~/components/kit-digital/kit-digital.css";
import "~/components/layout/chat-button.css";
import "~/components/layout/error-pages.css";
import "~/components/layout/site-footer.css";
import "~/components/layout/site-header.css";
import "~/components/legal/legal.css";
import "~/components/search/search.css";
import "~/components/sections/award.css";
import "~/components/sections/lead-magnet.css";
import "~/components/sections/logo-wall.css";
import "~/components/sections/profile-cards.css";
import "~/components/sections/testimonials.css";
import "~/components/services/case-studies.css";
import "~/components/services/service-page.css";
import { languageFromPath } from "~/i18n/language";
import { I18nProvider } from "~/i18n/react";
import { useRootData } from "~/utils/root-data";
import { useHydrated } from "~/utils/use-hydrated";
import { ServerRendered } from "~/utils/server-rendered";
import { SiteFrame } from "~/components/layout/SiteFrame";
import { PageIcons } from "~/components/ui/page-icons";
import type { IconName } from "~/components/ui/icon-names";
import type { Theme } from "~/components/layout/theme";
import * as frameRegions from "~/components/layout/frame.server";

// The root's loader, action and links live in root.server.ts: the browser build empties that one
// module, instead of one empty module per server import here (decision 108). The links are read by
// <Links> in the server's <head> only (DocumentHead), so the browser needs none of them (decision 144).
export { action, headers, links, loader } from "~/root.server";

/** Root data is kept across client-side navigation, except into the other language (its strings). */
export const shouldRevalidate: ShouldRevalidateFunction = ({ currentUrl, nextUrl, defaultShouldRevalidate }) =>
  languageFromPath(currentUrl.pathname) !== languageFromPath(nextUrl.pathname) || defaultShouldRevalidate;

export function Layout({ children }: { children: ReactNode }) {
  const data = useRootData();
  // The URL decides the language, also during client-side navigation.
  const lang = languageFromPath(useLocation().pathname);
  return (
    <I18nProvider lang={lang}>
      <Document lang={lang} theme={data?.theme ?? null}>
        {children}
      </Document>
    </I18nProvider>
  );
}

/**
 * `theme`: the one the visitor chose (cookie), or none (the system's, by CSS). The theme switch sets
 * `data-theme` itself (applyTheme); React only writes it again when the loader reads a new cookie.
 */
function Document({ lang, theme, children }: { lang: string; theme: Theme | null; children: ReactNode }) {
  const hydrated = useHydrated();
  useEffect(() => {
    // Lets tests (and CSS, if ever needed) know the page is interactive: set after the render in
    // which every useHydrated() widget swapped its no-JS form for the enhanced one.
    if (hydrated) document.documentElement.dataset.hydrated = "true";
  }, [hydrated]);
  return (
    <html lang={lang} data-theme={theme ?? undefined}>
      <DocumentHead />
      <body>
        {/* On the server, the icons the page draws, collected for their symbols (decision 156); the
            server renders a document once, so a new list per render is the list of this page. */}
        <PageIcons.Provider value={typeof document === "undefined" ? new Set<IconName>() : null}>
          <SiteFrame regions={frameRegions}>{children}</SiteFrame>
          {/* No ScrollRestoration: every change of page is a document load (decision 105), whose scroll
              position the browser keeps and restores itself (decision 144). */}
          {/* The page's icon symbols, then Remix's scripts, started on the visitor's first interaction:
              the server's markup (decisions 040, 145, 156). */}
          <ServerRendered>
            {frameRegions.IconSymbols ? <frameRegions.IconSymbols /> : null}
            {frameRegions.DeferredScripts ? <frameRegions.DeferredScripts /> : null}
          </ServerRendered>
        </PageIcons.Provider>
      </body>
    </html>
  );
}

/**
 * The <head>, from the server. In the browser React keeps the server's (an opaque placeholder, as
 * for server-rendered regions): every change of page is a document load (decision 105), so the
 * pages' `meta` functions and what they import stay on the server.
 */
function DocumentHead() {
  if (typeof document !== "undefined") {
    return <head suppressHydrationWarning dangerouslySetInnerHTML={{ __html: "" }} />;
  }
  return (
    <head>
      <meta charSet="utf-8" />
      <meta name="viewport" content="width=device-width, initial-scale=1" />
      <meta name="color-scheme" content="light dark" />
      <Meta />
      <Links />
    </head>
  );
}

export default function App() {
  return <Outlet />;
}

/** The error pages' code: in the browser, loaded only when a page has failed (decision 108). */
const LazyErrorPage = lazy(() =>
  import("~/components/layout/ErrorPages").then((module) => ({ default: module.ErrorPage })),
);

export function ErrorBoundary() {
  const error = useRouteError();
  const notFound = isRouteErrorResponse(error) && error.status === 404;
  if (!notFound) console.error(error);
  // The server draws the page inside the same Suspense boundary: hydration keeps its markup until
  // the code arrives.
  const ServerPage = frameRegions.ErrorPage;
  return (
    <Suspense fallback={null}>
      {ServerPage ? <ServerPage notFound={notFound} /> : <LazyErrorPage notFound={notFound} />}
    </Suspense>
  );
}
