import { data, type LinksFunction, type LoaderFunctionArgs } from "@remix-run/node";
import type { ShouldRevalidateFunction } from "@remix-run/react";
import {
  isRouteErrorResponse,
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  useLocation,
  useRouteError,
} from "@remix-run/react";
import { useEffect, type ReactNode } from "react";
// The brand typeface's one file, preloaded so the first paint uses it (app/styles/fonts.css).
import brandFont from "@fontsource-variable/plus-jakarta-sans/files/plus-jakarta-sans-latin-wght-normal.woff2";
// Stylesheets: tokens and base first, then every component's own .css, in this one order (each
// component also imports its own beside it); the compiler joins them into one file (decision 060).
import "~/styles/fonts.css";
import "~/styles/tokens.css";
import "~/styles/base.css";
import "~/forms/forms.css";
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
import "~/components/ui/phone-row.css";
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
import "~/components/contact/contact.css";
import "~/components/faq/faq.css";
import "~/components/kit-digital/kit-digital.css";
import "~/components/layout/chat-button.css";
import "~/components/layout/error-pages.css";
import "~/components/layout/site-footer.css";
import "~/components/layout/site-header.css";
import "~/components/legal/legal.css";
import "~/components/search/search.css";
import "~/components/sections/lead-magnet.css";
import "~/components/sections/profile-cards.css";
import "~/components/sections/proof-sections.css";
import "~/components/sections/testimonials.css";
import "~/components/services/case-studies.css";
import "~/components/services/service-page.css";
import { companyIdentity, contactFacts } from "~/config/company.server";
import { newFormToken } from "~/forms/lead-form.server";
import { languageFromPath } from "~/i18n/language";
import { I18nProvider } from "~/i18n/react";
import { resourcesFor } from "~/i18n/resources";
import { rendersForEveryone } from "~/services/cache-control.server";
import { consentFromRequest } from "~/services/consent.server";
import { preferenceRedirect } from "~/services/preferences.server";
import { languageChoiceCookie, themeFromRequest } from "~/services/request-preferences.server";
import { permanentRedirect } from "~/services/seo/addresses.server";
import { siteOrigin } from "~/services/site-url.server";
import { readFlash } from "~/services/toast.server";
import { ErrorPage } from "~/components/layout/ErrorPages";
import { SiteFrame } from "~/components/layout/SiteFrame";
import { useRootData } from "~/utils/root-data";
import { useHydrated } from "~/utils/use-hydrated";

// The Spanish home is an index route: a plain POST to "/" (no ?index) reaches the root, so the root
// answers with the same page action (and its headers) as every page.
export { action, headers } from "~/forms/page-action.server";

export const links: LinksFunction = () => [
  { rel: "preload", href: brandFont, as: "font", type: "font/woff2", crossOrigin: "anonymous" },
  // No SVG favicon link: Chrome draws an SVG favicon in a document of its own on the page's main
  // thread (10-48 ms per page load, measured); favicon.ico (siteHead, utils/meta.ts) has every size
  // a tab needs (decision 157).
];

export async function loader({ request, context }: LoaderFunctionArgs) {
  const redirectTo = permanentRedirect(request) ?? preferenceRedirect(request, context);
  if (redirectTo) throw redirectTo;
  const lang = languageFromPath(new URL(request.url).pathname);
  // The flash notice of the forms (after a redirect or a fetcher's answer); cookie cleared only if used.
  const { flash, headers } = await readFlash(request);
  // A switch of language made without JavaScript is remembered (decision 186).
  const languageChoice = languageChoiceCookie(request);
  if (languageChoice) headers.append("Set-Cookie", languageChoice);
  return data(
    {
      lang,
      origin: siteOrigin(request),
      theme: themeFromRequest(request),
      contact: contactFacts(),
      // The registered identity (decision 210): the footer, the legal pages and the data notices show it.
      identity: companyIdentity(),
      consent: consentFromRequest(request),
      flash,
      // The frame's interface strings, in this page's language only (decision 103).
      strings: resourcesFor(lang),
      // The answer to a form posted without JavaScript that was not accepted, which the page shows
      // again (the page action leaves it in the request's context; forms/shared/posted-reply.ts).
      postedReply: context?.postedReply ?? null,
      // The one-time token of the lead forms this render shows (decisions 123, 166). None in a render
      // the page cache may share with other visitors: there the browser makes its own (form-token.ts).
      formToken: rendersForEveryone(request, context) ? null : newFormToken(),
    },
    { headers },
  );
}

/** Root data is kept across client-side navigation, except into the other language (its strings). */
export const shouldRevalidate: ShouldRevalidateFunction = ({ currentUrl, nextUrl, defaultShouldRevalidate }) =>
  languageFromPath(currentUrl.pathname) !== languageFromPath(nextUrl.pathname) || defaultShouldRevalidate;

/**
 * The document every page shares, as Remix documents it: `<Meta>` and `<Links>` in the head, the site
 * frame around the page, `<ScrollRestoration>` and `<Scripts>` at the end of the body. The scripts
 * start as soon as the page has been parsed (module scripts are deferred), so the first tap already
 * reaches React (decision 160).
 */
export function Layout({ children }: { children: ReactNode }) {
  const data = useRootData();
  // The URL decides the language, also during client-side navigation.
  const lang = languageFromPath(useLocation().pathname);
  const hydrated = useHydrated();
  useEffect(() => {
    // Lets tests (and CSS, if ever needed) know the page is interactive: set after the render in
    // which every useHydrated() widget swapped its no-JS form for the enhanced one.
    if (hydrated) document.documentElement.dataset.hydrated = "true";
  }, [hydrated]);
  // `data-theme`: the theme the visitor chose (cookie), or none (the system's, by CSS). The theme
  // switch sets it itself (applyTheme); React writes it again only when the loader reads a new cookie.
  return (
    <I18nProvider lang={lang}>
      <html lang={lang} data-theme={data?.theme ?? undefined}>
        <head>
          <meta charSet="utf-8" />
          <meta name="viewport" content="width=device-width, initial-scale=1" />
          <meta name="color-scheme" content="light dark" />
          <Meta />
          <Links />
        </head>
        <body>
          <SiteFrame>{children}</SiteFrame>
          <ScrollRestoration />
          <Scripts />
        </body>
      </html>
    </I18nProvider>
  );
}

export default function App() {
  return <Outlet />;
}

export function ErrorBoundary() {
  const error = useRouteError();
  const notFound = isRouteErrorResponse(error) && error.status === 404;
  if (!notFound) console.error(error);
  return <ErrorPage notFound={notFound} />;
}
