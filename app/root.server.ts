// The root route's server side (root.tsx re-exports it): one module the browser build empties.
import type { LinksFunction, LoaderFunctionArgs } from "@remix-run/node";
import { cssBundleHref } from "@remix-run/css-bundle";
// The brand typeface's one file, preloaded so the first paint uses it (app/styles/fonts.css).
import brandFont from "@fontsource-variable/plus-jakarta-sans/files/plus-jakarta-sans-latin-wght-normal.woff2";
import { json } from "@remix-run/node";
import { contactFacts } from "~/config/company.server";
import { newFormToken } from "~/forms/submission-key.server";
import { resourcesFor } from "~/i18n/resources";
import { preferenceRedirect, themeFromRequest } from "~/services/preferences.server";
import { canonicalRedirect, siteOrigin } from "~/services/site-url.server";
import { readFlash } from "~/services/toast.server";
import { consentFromRequest } from "~/services/consent.server";
import { fullDemoSlots } from "~/services/demo-availability.server";
import { languageFromPath } from "~/i18n/language";

// The Spanish home is an index route: a plain POST to "/" (no ?index) reaches the root, so the root
// answers with the same page action (and its headers) as every page.
export { action, headers } from "~/forms/page-action.server";

export const links: LinksFunction = () => [
  { rel: "preload", href: brandFont, as: "font", type: "font/woff2", crossOrigin: "anonymous" },
  ...(cssBundleHref ? [{ rel: "stylesheet", href: cssBundleHref }] : []),
  // No SVG favicon link: Chrome draws an SVG favicon in a document of its own on the page's main
  // thread (10-48 ms per page load, measured); favicon.ico (siteHead, utils/meta.ts) has every size
  // a tab needs (decision 156).
];

export async function loader({ request, context }: LoaderFunctionArgs) {
  const redirectTo = canonicalRedirect(request) ?? preferenceRedirect(request);
  if (redirectTo) throw redirectTo;
  const url = new URL(request.url);
  const lang = languageFromPath(url.pathname);
  // The flash notice of the forms (after a redirect or a fetcher's answer); cookie cleared only if used.
  const { flash, headers } = await readFlash(request);
  // The server-rendered booking form (`?demo=`, never cached) shows the slots already full.
  const demoFull = url.searchParams.has("demo") ? await fullDemoSlots() : null;
  return json(
    {
      lang,
      origin: siteOrigin(request),
      theme: themeFromRequest(request),
      contact: contactFacts(),
      consent: consentFromRequest(request),
      flash,
      demoFull,
      // The frame's interface strings, in this page's language only (decision 103).
      strings: resourcesFor(lang),
      // The page answers a post without JavaScript that failed (its title starts with "Error: ").
      formFailed: context?.formFailed === true,
      // The one-time token of the lead forms this render shows (decisions 123, 166). None in a render
      // the page cache may share with other visitors: there the browser makes its own (form-token.ts).
      formToken: context?.renderMayBeShared ? null : newFormToken(),
    },
    { headers },
  );
}
